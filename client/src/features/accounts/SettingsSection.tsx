/**
 * The account's settings: language (of mails and pages), one switch for marketing mail
 * (offers and the newsletter: the consent and the subscription, Brevo when configured, go
 * on and off together), the sign-in method, the password (not for accounts that sign in with
 * Google only) and the deletion, confirmed by typing the email address.
 */
import { Box, Button, chakra, Stack, Switch, Text } from "@chakra-ui/react";
import { switchSlotRecipe } from "@chakra-ui/react/theme";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { NativeSelect } from "../../components/NativeSelect";
import type { AccountQuery as AccountData, Locale as GqlLocale } from "../../gql/graphql";
import { T, useT } from "../../i18n";
import { localePath, type Locale } from "../../lib/locale";
import { notify } from "../../lib/notify";
import { PageLoader } from "../../components/ClientOnly";
import { AccountQuery, ChangePasswordMutation, DeleteAccountMutation, UpdateAccountMutation } from "./accounts.graphql";
import { authMessageId, errorCodeOf } from "./auth-messages";
import { PASSWORD_MAX, PASSWORD_MIN } from "./forms";
import { resetAfterSessionChange } from "./session";
import { ConfirmDialog, FormStack, InfoList, NewPasswordFields, Notice, Panel, TextField } from "./ui";
import type { Me } from "./use-me";

type Account = AccountData["account"];

function Preferences({ account }: { account: Account }) {
  const t = useT();
  const client = useApolloClient();
  const [savingLocale, setSavingLocale] = useState(false);
  // The marketing switch shows the choice at once and goes back when the server refuses it.
  const [marketingPending, setMarketingPending] = useState<boolean | null>(null);
  const saveLocale = async (locale: GqlLocale) => {
    setSavingLocale(true);
    try {
      await client.mutate({ mutation: UpdateAccountMutation, variables: { input: { locale } } });
      notify({ type: "success", title: t("account.saved") });
    } catch {
      notify({ type: "error", title: t("auth.error.internal") });
    } finally {
      setSavingLocale(false);
    }
  };
  const saveMarketing = async (marketingConsent: boolean) => {
    setMarketingPending(marketingConsent);
    try {
      // One consent: the server subscribes to or unsubscribes from the newsletter with it.
      await client.mutate({ mutation: UpdateAccountMutation, variables: { input: { marketingConsent } } });
      notify({ type: "success", title: t(marketingConsent ? "account.marketing.on" : "account.marketing.off") });
    } catch {
      notify({ type: "error", title: t("account.marketing.failed") });
    } finally {
      setMarketingPending(null);
    }
  };
  return (
    <Panel title={<T id="account.preferences.title" />} data-testid="preferences-section">
      <Stack gap="2">
        <chakra.label display="block" htmlFor="account-language" fontWeight="medium" fontSize="sm">
          <T id="account.language" />
        </chakra.label>
        <Box maxW="xs">
          <NativeSelect
            id="account-language"
            value={account.locale}
            disabled={savingLocale}
            aria-describedby="account-language-help"
            data-testid="account-language"
            onChange={(e) => void saveLocale(e.currentTarget.value as GqlLocale)}
          >
            <option value="en">{t("language.en")}</option>
            <option value="it">{t("language.it")}</option>
          </NativeSelect>
        </Box>
        <Text id="account-language-help" fontSize="sm" color="fg.muted">
          <T id="account.languageHelp" />
        </Text>
      </Stack>
      <Stack gap="1">
        <Switch.Root
          recipe={switchSlotRecipe}
          colorPalette="purple"
          checked={marketingPending ?? account.marketingConsent}
          disabled={marketingPending != null}
          onCheckedChange={(d) => void saveMarketing(d.checked)}
          data-testid="account-marketing"
        >
          <Switch.HiddenInput aria-describedby="account-marketing-help" />
          <Switch.Control />
          <Switch.Label fontWeight="medium">
            <T id="account.marketing.label" />
          </Switch.Label>
        </Switch.Root>
        <Text id="account-marketing-help" fontSize="sm" color="fg.muted">
          <T id="account.marketing.help" />
        </Text>
      </Stack>
    </Panel>
  );
}

function SignInMethod({ account }: { account: Account }) {
  const intl = useIntl();
  const date = (iso: string | null | undefined) => (iso ? intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" }) : "—");
  const rows: [ReactNode, ReactNode][] = [
    [<T id="account.method" />, <T id={account.loginMethod === "google" ? "account.method.google" : "account.method.password"} />],
    [<T id="account.googleLinked" />, <T id={account.googleLinked ? "common.yes" : "common.no"} />],
    [<T id="account.lastLogin" />, date(account.lastLoginAt)],
    [<T id="account.memberSince" />, intl.formatDate(account.createdAt, { dateStyle: "long" })],
  ];
  return (
    <Panel title={<T id="account.signIn.title" />} data-testid="sign-in-method">
      <InfoList rows={rows} />
    </Panel>
  );
}

interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
}

function PasswordChange() {
  const t = useT();
  const client = useApolloClient();
  const [result, setResult] = useState<"changed" | "failed" | null>(null);
  const form = useForm<PasswordValues>({ defaultValues: { current: "", next: "", confirm: "" } });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = async (v: PasswordValues) => {
    setResult(null);
    try {
      const { data } = await client.mutate({ mutation: ChangePasswordMutation, variables: { input: { currentPassword: v.current, newPassword: v.next } } });
      const r = data?.changePassword;
      if (r?.__typename === "ChangePasswordSuccess") {
        reset();
        setResult("changed");
      } else if (errorCodeOf(r) === "INVALID_LOGIN_CREDENTIALS") {
        setError("current", { message: t("account.password.wrongCurrent") }, { shouldFocus: true });
      } else if (errorCodeOf(r) === "WEAK_PASSWORD") {
        setError("next", { message: t("auth.password.rules", { min: PASSWORD_MIN, max: PASSWORD_MAX }) }, { shouldFocus: true });
      } else setResult("failed");
    } catch {
      setResult("failed");
    }
  };
  return (
    <Panel title={<T id="account.password.title" />} description={<T id="account.password.lead" />} data-testid="password-section">
      <FormStack onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t("account.password.title")} maxW="md">
        {result === "changed" && <Notice status="success" title={<T id="account.password.changed" />} data-testid="password-changed" />}
        {result === "failed" && <Notice status="error" title={<T id="auth.error.internal" />} />}
        <TextField
          label={t("account.password.current")}
          type="password"
          autoComplete="current-password"
          required
          error={errors.current?.message}
          {...register("current", { required: t("form.required") })}
        />
        <NewPasswordFields form={form} label={t("account.password.new")} />
        <Button type="submit" alignSelf="flex-start" loading={isSubmitting} data-testid="password-submit">
          <T id="account.password.submit" />
        </Button>
      </FormStack>
    </Panel>
  );
}

function DeleteAccount({ me, account, locale }: { me: Me; account: Account; locale: Locale }) {
  const t = useT();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const matches = typed.trim().toLowerCase() === me.email.toLowerCase();
  const close = () => {
    setOpen(false);
    setTyped("");
    setPassword("");
    setFailure(null);
  };
  const confirm = async () => {
    if (!matches || (account.hasPassword && !password)) return;
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await client.mutate({ mutation: DeleteAccountMutation, variables: { input: { password: account.hasPassword ? password : null } } });
      const r = data?.deleteAccount;
      if (r?.__typename === "DeleteAccountSuccess") {
        // Home first (this page's guard would send a guest to the login page), then forget the account.
        await navigate(localePath(locale, "/"), { replace: true });
        await resetAfterSessionChange(client);
        notify({ type: "success", title: t("account.delete.done") });
        return;
      }
      setFailure(errorCodeOf(r) === "INVALID_LOGIN_CREDENTIALS" ? "password" : "other");
    } catch {
      setFailure("other");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title={<T id="account.delete.title" />} description={<T id="account.delete.lead" />} data-testid="delete-section">
      <Button colorPalette="red" variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)} data-testid="delete-account">
        <T id="account.delete.open" />
      </Button>
      <ConfirmDialog
        open={open}
        onClose={close}
        title={<T id="account.delete.confirmTitle" />}
        confirmLabel={<T id="account.delete.confirm" />}
        onConfirm={confirm}
        busy={busy}
        destructive
        confirmDisabled={!matches || (account.hasPassword && !password)}
        data-testid="delete-dialog"
      >
        <Stack gap="4">
          <Text>
            <T id="account.delete.explain" />
          </Text>
          {failure && <Notice status="error" title={<T id={failure === "password" ? "account.password.wrongCurrent" : "auth.error.internal"} />} />}
          <TextField
            label={t("account.delete.typeEmail", { email: me.email })}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            data-testid="delete-email"
          />
          {account.hasPassword && (
            <TextField
              label={t("account.password.current")}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              data-testid="delete-password"
            />
          )}
        </Stack>
      </ConfirmDialog>
    </Panel>
  );
}

export function SettingsSection({ me, locale }: { me: Me; locale: Locale }) {
  const { data, loading, error, refetch } = useQuery(AccountQuery, { fetchPolicy: "cache-and-network" });
  const account = data?.account;
  if (!account) {
    if (loading) return <PageLoader />;
    return (
      <Notice
        status="error"
        title={<T id={authMessageId(error ? "INTERNAL_SERVER_ERROR" : null)} />}
        action={
          <Button size="sm" alignSelf="flex-start" onClick={() => void refetch().catch(() => undefined)}>
            <T id="common.retry" />
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="6" data-testid="settings-section">
      <Preferences account={account} />
      <SignInMethod account={account} />
      {account.hasPassword ? (
        <PasswordChange />
      ) : (
        <Panel title={<T id="account.password.title" />}>
          <Text color="fg.muted" data-testid="google-only">
            <T id="account.password.googleOnly" />
          </Text>
        </Panel>
      )}
      <DeleteAccount me={me} account={account} locale={locale} />
    </Stack>
  );
}
