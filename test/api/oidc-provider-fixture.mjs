/**
 * A real OpenID Connect provider (oidc-provider 8) for the Google sign-in test, run as a child
 * process (the package is ESM-only). One confidential client; the login and consent
 * interactions complete by themselves for the account given in OIDC_ACCOUNT (JSON claims),
 * which POST /__account replaces. Prints "ready" once listening.
 */
import http from "node:http";
import Provider from "oidc-provider";

const port = Number(process.env.OIDC_PORT);
const issuer = `http://127.0.0.1:${port}`;
let account = JSON.parse(process.env.OIDC_ACCOUNT);

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID,
      client_secret: process.env.OIDC_CLIENT_SECRET,
      redirect_uris: [process.env.OIDC_REDIRECT_URI],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_post",
    },
  ],
  claims: {
    openid: ["sub"],
    email: ["email", "email_verified"],
    profile: ["given_name", "family_name", "name", "picture"],
  },
  findAccount: async (_ctx, sub) => (sub === account.sub ? { accountId: sub, claims: async () => ({ ...account }) } : undefined),
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  features: { devInteractions: { enabled: false } },
  cookies: { keys: ["oidc-fixture-cookie-key"] },
});

// The interaction "page": logs the configured account in and grants the requested scopes.
provider.use(async (ctx, next) => {
  if (ctx.method === "POST" && ctx.path === "/__account") {
    const chunks = [];
    for await (const c of ctx.req) chunks.push(c);
    account = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    ctx.status = 204;
    return;
  }
  if (ctx.path.startsWith("/interaction/")) {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    let result;
    if (details.prompt.name === "login") {
      result = { login: { accountId: account.sub } };
    } else {
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
      grant.addOIDCScope(String(details.params.scope));
      result = { consent: { grantId: await grant.save() } };
    }
    const to = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: true });
    ctx.status = 303;
    ctx.redirect(to);
    return;
  }
  await next();
});

http.createServer(provider.callback()).listen(port, "127.0.0.1", () => {
  process.stdout.write("ready\n");
});
