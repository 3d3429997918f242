export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as { __kmEmbedded?: { stop(): Promise<void> } }).__kmEmbedded;
  await embedded?.stop();
}
