/**
 * Sign-up (spec §7 profile/add): email, name, surname, password (the server's rules shown),
 * marketing consent; the account's language is the page's, the referrer the tracking
 * cookie's. The server mails a verification link; the form then says so.
 */
import { Box, Button, Link, Text } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router";
import { T, useT } from "../../i18n";
import { readCookie } from "../../lib/cookies";
import type { Locale } from "../../lib/locale";
import { SignUpMutation } from "./accounts.graphql";
import { authMessageId, errorCodeOf } from "./auth-messages";
import { newPasswordRules, PASSWORD_MAX, PASSWORD_MIN, requiredText } from "./forms";
import { REFERRER_COOKIE } from "./session";
import { CheckboxField, emailField, FormStack, Notice, TextField } from "./ui";

interface Values {
  email: string;
  name: string;
  surname: string;
  password: string;
  marketingConsent: boolean;
}

export interface SignUpFormProps {
  locale: Locale;
  signInHref: string;
  /** After the account exists: the address the link went to. */
  onSignedUp(email: string): void;
  /** The consent as ticked so far (the Google button passes it on). */
  onConsentChange?(consent: boolean): void;
}

export function SignUpForm({ locale, signInHref, onSignedUp, onConsentChange }: SignUpFormProps) {
  const t = useT();
  const client = useApolloClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { email: "", name: "", surname: "", password: "", marketingConsent: false } });
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = async (v: Values) => {
    setFailure(null);
    try {
      const { data } = await client.mutate({
        mutation: SignUpMutation,
        variables: {
          input: {
            email: v.email.trim(),
            name: v.name.trim(),
            surname: v.surname.trim(),
            password: v.password,
            marketingConsent: v.marketingConsent,
            locale,
            referrer: readCookie(REFERRER_COOKIE)?.slice(0, 200) ?? null,
          },
        },
      });
      const r = data?.signUp;
      if (r?.__typename === "SignUpSuccess") return onSignedUp(r.user.email);
      const code = errorCodeOf(r) ?? "INTERNAL_SERVER_ERROR";
      // Field errors where the user can fix them, the rest above the form.
      if (code === "EMAIL_ALREADY_IN_USE" || code === "EMAIL_ALREADY_EXISTS")
        setError("email", { type: "server", message: t(authMessageId(code)) }, { shouldFocus: true });
      else if (code === "WEAK_PASSWORD")
        setError("password", { type: "server", message: t("auth.password.rules", { min: PASSWORD_MIN, max: PASSWORD_MAX }) }, { shouldFocus: true });
      else setFailure(code);
    } catch {
      setFailure("INTERNAL_SERVER_ERROR");
    }
  };

  const emailTaken = errors.email?.type === "server";
  return (
    <FormStack onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t("auth.signUp.title")} data-testid="sign-up-form">
      {failure && <Notice status="error" data-testid="auth-error" title={<T id={authMessageId(failure)} />} />}
      <TextField {...emailField(form, t)} />
      {emailTaken && (
        <Link asChild fontSize="sm" mt="-2" alignSelf="flex-start" color="colorPalette.fg">
          <RouterLink to={signInHref}>
            <T id="auth.signUp.signInInstead" />
          </RouterLink>
        </Link>
      )}
      <Box display="grid" gridTemplateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
        <TextField label={t("auth.name")} autoComplete="given-name" required error={errors.name?.message} {...register("name", requiredText(t))} />
        <TextField label={t("auth.surname")} autoComplete="family-name" required error={errors.surname?.message} {...register("surname", requiredText(t))} />
      </Box>
      <TextField
        label={t("auth.password")}
        type="password"
        autoComplete="new-password"
        required
        helper={t("auth.password.rules", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        error={errors.password?.message}
        {...register("password", newPasswordRules(t))}
      />
      <Controller
        control={control}
        name="marketingConsent"
        render={({ field }) => (
          <CheckboxField
            checked={field.value}
            name={field.name}
            data-testid="marketing-consent"
            onChange={(checked) => {
              field.onChange(checked);
              onConsentChange?.(checked);
            }}
          >
            <T id="auth.signUp.consent" />
          </CheckboxField>
        )}
      />
      <Text fontSize="sm" color="fg.muted">
        <T id="auth.signUp.verifyNote" />
      </Text>
      <Button type="submit" size="lg" loading={isSubmitting} data-testid="sign-up-submit">
        <T id="auth.signUp.submit" />
      </Button>
    </FormStack>
  );
}
