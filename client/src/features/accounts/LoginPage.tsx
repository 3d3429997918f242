/**
 * /login and /it/login: sign in, create an account, or ask for a password reset link
 * (`?mode=signup`, `?mode=forgot`), with Google when the shop offers it. `destination`
 * goes to the server untouched (it decides where a login may lead); `?verified=1` and
 * `?error=<code>` (after the verification link, or a failed Google sign-in) show a banner.
 */
import { Box, Button, Flex, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink, useLocation, useSearchParams } from "react-router";
import { T, useT, type MessageId } from "../../i18n";
import { localeOfPath, localePath, type Locale } from "../../lib/locale";
import { ShellPage } from "../../app/layouts/ShellPage";
import { RequestEmailVerificationMutation, SignInOptionsQuery } from "./accounts.graphql";
import { authMessageId } from "./auth-messages";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { GoogleButton } from "./GoogleButton";
import { SignInForm } from "./SignInForm";
import { SignUpForm } from "./SignUpForm";
import { Notice, ScreenRecipes } from "./ui";
import { useMe } from "./use-me";

type Mode = "signin" | "signup" | "forgot";

const TITLES: Record<Mode, { title: MessageId; lead: MessageId }> = {
  signin: { title: "shell.login.title", lead: "shell.login.lead" },
  signup: { title: "auth.signUp.title", lead: "auth.signUp.lead" },
  forgot: { title: "auth.forgot.title", lead: "auth.forgot.lead" },
};

const modeOf = (v: string | null): Mode => (v === "signup" || v === "forgot" ? v : "signin");

/** The banner the verification link or a failed Google sign-in leads to. */
function ArrivalBanner({ verified, error }: { verified: string | null; error: string | null }) {
  if (verified === "1")
    return (
      <Notice status="success" title={<T id="auth.verify.done" />} data-testid="verified-banner">
        <T id="auth.verify.doneHelp" />
      </Notice>
    );
  if (!error && verified !== "0") return null;
  const link = verified === "0";
  return (
    <Notice status="error" title={<T id={authMessageId(error)} />} data-testid="error-banner">
      {link && <T id="auth.verify.failedHelp" />}
    </Notice>
  );
}

function SignUpDone({ email, locale, signInHref }: { email: string; locale: Locale; signInHref: string }) {
  const client = useApolloClient();
  const [resent, setResent] = useState<"idle" | "sending" | "sent">("idle");
  const resend = async () => {
    setResent("sending");
    await client.mutate({ mutation: RequestEmailVerificationMutation, variables: { input: { email, locale } } }).catch(() => undefined);
    setResent("sent");
  };
  return (
    <Stack gap="4" data-testid="sign-up-done">
      <Notice status="success" title={<T id="auth.signUp.doneTitle" />}>
        <T id="auth.signUp.done" values={{ email }} />
      </Notice>
      <HStack gap="3" flexWrap="wrap">
        <Button asChild>
          <RouterLink to={signInHref}>
            <T id="auth.signUp.toSignIn" />
          </RouterLink>
        </Button>
        <Button variant="ghost" onClick={resend} loading={resent === "sending"} disabled={resent === "sent"}>
          <T id={resent === "sent" ? "auth.resend.sentShort" : "auth.resend.action"} />
        </Button>
      </HStack>
    </Stack>
  );
}

function ModeSwitch({ mode, hrefs }: { mode: Mode; hrefs: Record<"signin" | "signup", string> }) {
  const t = useT();
  return (
    <Flex as="nav" aria-label={t("auth.modes")} bg="bg.muted" p="1" rounded="l2" gap="1">
      {(["signin", "signup"] as const).map((m) => (
        <Button
          key={m}
          asChild
          flex="1"
          size="sm"
          variant={mode === m ? "solid" : "ghost"}
          colorPalette={mode === m ? "purple" : "gray"}
          data-testid={`mode-${m}`}
        >
          <RouterLink to={hrefs[m]} replace aria-current={mode === m ? "page" : undefined}>
            <T id={m === "signin" ? "auth.signIn.tab" : "auth.signUp.tab"} />
          </RouterLink>
        </Button>
      ))}
    </Flex>
  );
}

function SignedInNotice({ email, locale }: { email: string; locale: Locale }) {
  return (
    <Notice status="info" title={<T id="auth.alreadySignedIn" values={{ email }} />} data-testid="already-signed-in">
      <Box mt="2">
        <Button asChild size="sm">
          <RouterLink to={localePath(locale, "/account")}>
            <T id="auth.toAccount" />
          </RouterLink>
        </Button>
      </Box>
    </Notice>
  );
}

/** The page's content: rendered in the browser only (ShellPage waits for it). */
function LoginContent({ mode }: { mode: Mode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const [params] = useSearchParams();
  const destination = params.get("destination") || localePath(locale, "/account");
  const [signedUp, setSignedUp] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const options = useQuery(SignInOptionsQuery).data?.signInOptions;
  const { me } = useMe();

  const href = (m: Mode) => {
    const next = new URLSearchParams();
    const asked = params.get("destination");
    if (asked) next.set("destination", asked);
    if (m !== "signin") next.set("mode", m);
    const q = next.toString();
    return `${localePath(locale, "/login")}${q ? `?${q}` : ""}`;
  };

  return (
    <Stack gap="5" data-testid="login-page" data-mode={mode}>
      <ArrivalBanner verified={params.get("verified")} error={params.get("error")} />
      {me && <SignedInNotice email={me.email} locale={locale} />}
      <Box bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="l3" p={{ base: "4", sm: "6" }} shadow="xs">
        <Stack gap="5">
          {mode !== "forgot" && <ModeSwitch mode={mode} hrefs={{ signin: href("signin"), signup: href("signup") }} />}
          {mode === "signin" && <SignInForm destination={destination} locale={locale} forgotHref={href("forgot")} />}
          {mode === "signup" &&
            (signedUp ? (
              <SignUpDone email={signedUp} locale={locale} signInHref={href("signin")} />
            ) : (
              <SignUpForm locale={locale} signInHref={href("signin")} onSignedUp={setSignedUp} onConsentChange={setConsent} />
            ))}
          {mode === "forgot" && (
            <>
              <ForgotPasswordForm locale={locale} />
              <Button asChild variant="ghost" alignSelf="flex-start" size="sm">
                <RouterLink to={href("signin")}>
                  <T id="auth.forgot.back" />
                </RouterLink>
              </Button>
            </>
          )}
          {options?.google && mode !== "forgot" && !signedUp && (
            <>
              <HStack gap="3" color="fg.muted" fontSize="sm">
                <Separator flex="1" />
                <Text flexShrink="0">
                  <T id="auth.or" />
                </Text>
                <Separator flex="1" />
              </HStack>
              <GoogleButton destination={destination} locale={locale} marketingConsent={mode === "signup" ? consent : undefined} />
            </>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}

export function LoginPage() {
  const [params] = useSearchParams();
  const mode = modeOf(params.get("mode"));
  const { title, lead } = TITLES[mode];
  return (
    <ShellPage title={title} lead={lead} maxW="lg">
      <ScreenRecipes>
        <LoginContent mode={mode} />
      </ScreenRecipes>
    </ShellPage>
  );
}
