/**
 * Email and password sign-in (spec §4). Every error code of the server is shown as a
 * translated message; an unverified address offers to send the link again; a throttled
 * login says how long to wait. On success the cache is reset and the browser goes where
 * the server said (never to a URL the client checked itself).
 */
import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useNavigate } from "react-router";
import { T, useT } from "../../i18n";
import type { Locale } from "../../lib/locale";
import { LogInMutation, RequestEmailVerificationMutation } from "./accounts.graphql";
import { authMessageId, errorCodeOf, waitParts } from "./auth-messages";
import { loginTarget, resetAfterSessionChange } from "./session";
import { emailField, FormStack, Notice, TextField } from "./ui";

interface Values {
  email: string;
  password: string;
}

interface Failure {
  code: string;
  retryAfterSeconds?: number | null;
  email?: string;
}

/** Where to go after signing in, as the login page was asked (the server decides if it is allowed). */
export interface SignInFormProps {
  destination: string;
  locale: Locale;
  /** Link to the forgot-password form (keeps `destination`). */
  forgotHref: string;
  initialEmail?: string;
}

function ResendVerification({ email, locale }: { email: string; locale: Locale }) {
  const client = useApolloClient();
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const send = async () => {
    setState("sending");
    try {
      await client.mutate({ mutation: RequestEmailVerificationMutation, variables: { input: { email, locale } } });
      setState("sent");
    } catch {
      setState("failed");
    }
  };
  if (state === "sent")
    return (
      <Text fontSize="sm" fontWeight="medium" data-testid="verification-resent">
        <T id="auth.resend.sent" values={{ email }} />
      </Text>
    );
  return (
    <Stack gap="1" align="flex-start">
      <Button size="sm" variant="outline" onClick={send} loading={state === "sending"} data-testid="resend-verification">
        <T id="auth.resend.action" />
      </Button>
      {state === "failed" && (
        <Text fontSize="sm" color="fg.error">
          <T id="auth.error.internal" />
        </Text>
      )}
    </Stack>
  );
}

export function SignInForm({ destination, locale, forgotHref, initialEmail = "" }: SignInFormProps) {
  const t = useT();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<Values>({ defaultValues: { email: initialEmail, password: "" } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = async (v: Values) => {
    setFailure(null);
    try {
      const { data } = await client.mutate({ mutation: LogInMutation, variables: { input: { email: v.email.trim(), password: v.password, destination } } });
      const r = data?.logIn;
      if (r?.__typename === "LogInSuccess") {
        await resetAfterSessionChange(client);
        const target = loginTarget(r.destination);
        if ("path" in target) navigate(target.path, { replace: true });
        else window.location.assign(target.href);
        return;
      }
      setFailure({
        code: errorCodeOf(r) ?? "INTERNAL_SERVER_ERROR",
        retryAfterSeconds: r?.__typename === "TooManyRequestsError" ? r.retryAfterSeconds : null,
        email: v.email.trim(),
      });
    } catch {
      setFailure({ code: "INTERNAL_SERVER_ERROR" });
    }
  };

  const wait = failure?.code === "TOO_MANY_REQUESTS" && failure.retryAfterSeconds ? waitParts(failure.retryAfterSeconds) : null;
  return (
    <FormStack onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t("auth.signIn.title")} data-testid="sign-in-form">
      {failure && (
        <Notice status="error" data-testid="auth-error" title={<T id={authMessageId(failure.code)} />}>
          {wait && <T id="auth.error.wait" values={wait} />}
          {failure.code === "EMAIL_NOT_VERIFIED" && failure.email && (
            <Stack gap="2" mt="1">
              <T id="auth.error.emailNotVerifiedHelp" />
              <ResendVerification email={failure.email} locale={locale} />
            </Stack>
          )}
        </Notice>
      )}
      <TextField {...emailField(form, t)} />
      <TextField
        label={t("auth.password")}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password", { required: t("form.required") })}
      />
      <Link asChild alignSelf="flex-start" fontSize="sm" colorPalette="purple" color="colorPalette.fg">
        <RouterLink to={forgotHref} data-testid="forgot-password-link">
          <T id="auth.forgot.link" />
        </RouterLink>
      </Link>
      <Button type="submit" size="lg" loading={isSubmitting} data-testid="sign-in-submit">
        <T id="auth.signIn.submit" />
      </Button>
    </FormStack>
  );
}
