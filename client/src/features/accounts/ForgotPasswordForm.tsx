/**
 * Forgot password: the server mails a reset link (1 h) when the address has an account and
 * answers the same either way, so the page says "if an account exists".
 */
import { Button } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { T, useT } from "../../i18n";
import type { Locale } from "../../lib/locale";
import { RequestPasswordResetMutation } from "./accounts.graphql";
import { emailField, FormStack, Notice, TextField } from "./ui";

export function ForgotPasswordForm({ locale, initialEmail = "" }: { locale: Locale; initialEmail?: string }) {
  const t = useT();
  const client = useApolloClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useForm<{ email: string }>({ defaultValues: { email: initialEmail } });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async ({ email }: { email: string }) => {
    setFailed(false);
    try {
      await client.mutate({ mutation: RequestPasswordResetMutation, variables: { input: { email: email.trim(), locale } } });
      setSentTo(email.trim());
    } catch {
      setFailed(true);
    }
  };

  if (sentTo)
    return (
      <Notice status="success" title={<T id="auth.forgot.sentTitle" />} data-testid="reset-requested">
        <T id="auth.forgot.sent" values={{ email: sentTo }} />
      </Notice>
    );
  return (
    <FormStack onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t("auth.forgot.title")} data-testid="forgot-form">
      {failed && <Notice status="error" title={<T id="auth.error.internal" />} />}
      <TextField {...emailField(form, t)} />
      <Button type="submit" size="lg" loading={isSubmitting} data-testid="forgot-submit">
        <T id="auth.forgot.submit" />
      </Button>
    </FormStack>
  );
}
