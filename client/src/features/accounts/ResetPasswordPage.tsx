/**
 * /reset-password?token=… (and /it/…): the page of the mailed reset link. Sets the new
 * password (the server's rules), which also ends every session of the account; then the
 * user signs in. An invalid, used or expired link says so and offers a new one.
 */
import { Button, Stack } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useLocation, useSearchParams } from "react-router";
import { T, useT } from "../../i18n";
import { localeOfPath, localePath } from "../../lib/locale";
import { ShellPage } from "../../app/layouts/ShellPage";
import { ResetPasswordMutation } from "./accounts.graphql";
import { authMessageId, errorCodeOf } from "./auth-messages";
import { FormStack, NewPasswordFields, Notice, ScreenRecipes } from "./ui";

interface Values {
  next: string;
  confirm: string;
}

export function ResetPasswordPage() {
  const t = useT();
  const client = useApolloClient();
  const locale = localeOfPath(useLocation().pathname);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [failure, setFailure] = useState<string | null>(token ? null : "INVALID_ACTION_CODE");
  const [done, setDone] = useState(false);
  const form = useForm<Values>({ defaultValues: { next: "", confirm: "" } });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const login = localePath(locale, "/login");

  const onSubmit = async (v: Values) => {
    setFailure(null);
    try {
      const { data } = await client.mutate({ mutation: ResetPasswordMutation, variables: { input: { token, newPassword: v.next } } });
      const r = data?.resetPassword;
      if (r?.__typename === "ResetPasswordSuccess") {
        // Every session of the account has ended, this browser's included.
        await client.resetStore().catch(() => undefined);
        setDone(true);
      } else setFailure(errorCodeOf(r) ?? "INTERNAL_SERVER_ERROR");
    } catch {
      setFailure("INTERNAL_SERVER_ERROR");
    }
  };

  const linkProblem = failure === "INVALID_ACTION_CODE" || failure === "EXPIRED_ACTION_CODE";
  return (
    <ShellPage title="auth.reset.title" lead="auth.reset.lead" maxW="lg">
      <ScreenRecipes>
        <Stack gap="5" data-testid="reset-password-page">
          {done ? (
            <Stack gap="4" data-testid="reset-done">
              <Notice status="success" title={<T id="auth.reset.doneTitle" />}>
                <T id="auth.reset.done" />
              </Notice>
              <Button asChild alignSelf="flex-start">
                <RouterLink to={login}>
                  <T id="auth.signUp.toSignIn" />
                </RouterLink>
              </Button>
            </Stack>
          ) : (
            <>
              {failure && (
                <Notice status="error" title={<T id={authMessageId(failure)} />} data-testid="auth-error">
                  {linkProblem && (
                    <Button asChild size="sm" variant="outline" mt="2">
                      <RouterLink to={`${login}?mode=forgot`}>
                        <T id="auth.reset.newLink" />
                      </RouterLink>
                    </Button>
                  )}
                </Notice>
              )}
              {token && !linkProblem && (
                <FormStack
                  onSubmit={handleSubmit(onSubmit)}
                  noValidate
                  aria-label={t("auth.reset.title")}
                  bg="bg.panel"
                  borderWidth="1px"
                  borderColor="border.muted"
                  rounded="l3"
                  p={{ base: "4", sm: "6" }}
                >
                  <NewPasswordFields form={form} label={t("auth.reset.password")} />
                  <Button type="submit" size="lg" loading={isSubmitting} data-testid="reset-submit">
                    <T id="auth.reset.submit" />
                  </Button>
                </FormStack>
              )}
            </>
          )}
        </Stack>
      </ScreenRecipes>
    </ShellPage>
  );
}

export function Component() {
  return <ResetPasswordPage />;
}
