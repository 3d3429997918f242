/** Whole-page navigation to a provider's page or a server route (one object, so tests can watch it). */
export const page = {
  leaveTo(url: string): void {
    window.location.assign(url);
  },
};
