/**
 * The supplier connection form, in a dialog: connect a supplier (which one, a name, the shop that
 * owns the imported offers, the credentials the supplier asks for) or edit a connection (the
 * stored credentials are never shown: only their last 4 characters; left empty they stay),
 * with the margin rule and the daily schedule. What only the server knows (a shop connected to
 * this supplier already, a shop gone) comes back as its typed error.
 */
import { Box, Button, chakra, CloseButton, Dialog, Grid, Portal, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { NativeSelect } from "../../../components/NativeSelect";
import { useAreaPalette } from "../../../components/area-palette";
import type { SupplierConnectionFieldsFragment, SupplierConnectionIntegration, SupplierCredentialsInput } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { notify } from "../../../lib/notify";
import { CheckboxField, Notice, TextField } from "../../accounts/ui";
import { INTEGRATION_LABELS, INTEGRATIONS } from "./labels";
import { CreateSupplierConnectionMutation, SupplierSellersQuery, UpdateSupplierConnectionMutation } from "./suppliers.graphql";

type Connection = SupplierConnectionFieldsFragment;

interface FormValues {
  integration: SupplierConnectionIntegration;
  name: string;
  sellerId: string;
  clientId: string;
  clientSecret: string;
  email: string;
  password: string;
  baseUrl: string;
  margin: string;
  roundPrices: boolean;
  enabled: boolean;
  hour: string;
}

/** The credential fields each supplier asks for. */
const CREDENTIAL_FIELDS: Record<SupplierConnectionIntegration, ("clientId" | "clientSecret" | "email" | "password")[]> = {
  codeswholesale: ["clientId", "clientSecret"],
  prepaidforge: ["email", "password"],
  sandbox: [],
};

function Choice({ id, label, value, onChange, children }: { id: string; label: ReactNode; value: string; onChange(v: string): void; children: ReactNode }) {
  return (
    <Stack gap="1" minW="0">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={id}>
        {children}
      </NativeSelect>
    </Stack>
  );
}

export function SupplierConnectionDialog({ connection, onClose, onSaved }: { connection: Connection | null; onClose(): void; onSaved(c: Connection): void }) {
  const t = useT();
  const palette = useAreaPalette();
  const client = useApolloClient();
  const sellers = useQuery(SupplierSellersQuery).data?.sellers.items ?? [];
  const [values, setValues] = useState<FormValues>(() => ({
    integration: connection?.integration ?? "sandbox",
    name: connection?.name ?? "",
    sellerId: connection?.sellerId ?? "",
    clientId: "",
    clientSecret: "",
    email: "",
    password: "",
    baseUrl: "",
    margin: String(connection?.marginPercent ?? 20),
    roundPrices: connection?.roundPrices ?? true,
    enabled: connection?.enabled ?? false,
    hour: connection?.importHour == null ? "" : String(connection.importHour),
  }));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const set = <K extends keyof FormValues>(k: K, v: FormValues[K]) => setValues((old) => ({ ...old, [k]: v }));
  const fields = CREDENTIAL_FIELDS[values.integration];
  // Editing: credentials are replaced only when typed (all of them).
  const credentialsTyped = fields.some((f) => values[f].trim()) || values.baseUrl.trim() !== "";
  const needCredentials = !connection || credentialsTyped;
  const margin = Number(values.margin.replace(",", "."));
  const errors: Partial<Record<keyof FormValues, string>> = {};
  if (!values.name.trim()) errors.name = t("admin.suppliers.form.required");
  if (!values.sellerId) errors.sellerId = t("admin.suppliers.form.required");
  if (values.margin.trim() === "" || !Number.isFinite(margin) || margin < 0 || margin > 1000) errors.margin = t("admin.suppliers.form.badMargin");
  if (needCredentials) for (const f of fields) if (!values[f].trim()) errors[f] = t("admin.suppliers.form.required");
  const shown = touched ? errors : {};

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setServerError(null);
    if (Object.keys(errors).length) return;
    const credentials: SupplierCredentialsInput = {};
    for (const f of fields) credentials[f] = values[f].trim();
    if (values.baseUrl.trim()) credentials.baseUrl = values.baseUrl.trim();
    const common = {
      name: values.name.trim(),
      sellerId: values.sellerId,
      marginPercent: margin,
      roundPrices: values.roundPrices,
      enabled: values.enabled,
    };
    setBusy(true);
    try {
      const saved = connection
        ? (
            await client.mutate({
              mutation: UpdateSupplierConnectionMutation,
              variables: {
                input: {
                  id: connection.id,
                  ...common,
                  importHour: values.hour === "" ? -1 : Number(values.hour),
                  ...(credentialsTyped ? { credentials } : {}),
                },
              },
            })
          ).data?.updateSupplierConnection
        : (
            await client.mutate({
              mutation: CreateSupplierConnectionMutation,
              variables: { input: { integration: values.integration, ...common, importHour: values.hour === "" ? null : Number(values.hour), credentials } },
            })
          ).data?.createSupplierConnection;
      if (!saved) return;
      if (saved.__typename === "SupplierConnection") {
        notify({ type: "success", title: t(connection ? "admin.suppliers.form.saved" : "admin.suppliers.form.created", { name: saved.name }) });
        onSaved(saved);
      } else if (saved.__typename === "SellerNotFoundError") setServerError(t("admin.suppliers.form.sellerNotFound"));
      else if (saved.__typename === "SupplierConnectionExistsError") setServerError(t("admin.suppliers.form.exists"));
      else if (saved.__typename === "SupplierCredentialsInvalidError")
        setServerError(t("admin.suppliers.form.credentialsInvalid", { fields: saved.fields.join(", ") }));
    } catch {
      setServerError(t("console.failed"));
    } finally {
      setBusy(false);
    }
  };

  const label: Record<(typeof fields)[number], ReactNode> = {
    clientId: t("admin.suppliers.form.clientId"),
    clientSecret: t("admin.suppliers.form.clientSecret"),
    email: t("admin.suppliers.form.email"),
    password: t("admin.suppliers.form.password"),
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !busy && onClose()} placement="center" size={{ base: "full", sm: "lg" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content colorPalette={palette} minH={{ sm: "auto" }} my={{ sm: "auto" }} rounded={{ sm: "l3" }} data-testid="supplier-dialog">
            <chakra.form onSubmit={submit} noValidate display="contents">
              <Dialog.Header>
                <Dialog.Title>
                  {connection ? <T id="admin.suppliers.form.editTitle" values={{ name: connection.name }} /> : <T id="admin.suppliers.form.newTitle" />}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {serverError && <Notice status="error" title={serverError} data-testid="supplier-error" />}
                  {!connection && (
                    <Choice
                      id="supplier-integration"
                      label={<T id="admin.suppliers.form.integration" />}
                      value={values.integration}
                      onChange={(v) => set("integration", v as SupplierConnectionIntegration)}
                    >
                      {INTEGRATIONS.map((i) => (
                        <option key={i} value={i}>
                          {t(INTEGRATION_LABELS[i])}
                        </option>
                      ))}
                    </Choice>
                  )}
                  <TextField
                    label={t("admin.suppliers.form.name")}
                    required
                    error={shown.name}
                    value={values.name}
                    onChange={(e) => set("name", e.currentTarget.value)}
                    maxLength={100}
                    data-testid="supplier-name"
                  />
                  <Stack gap="1">
                    <Choice id="supplier-seller" label={<T id="admin.suppliers.form.shop" />} value={values.sellerId} onChange={(v) => set("sellerId", v)}>
                      <option value="">{t("admin.suppliers.form.chooseShop")}</option>
                      {sellers.map((s) => (
                        <option key={s.id} value={s.id}>
                          {s.name}
                        </option>
                      ))}
                    </Choice>
                    {shown.sellerId && (
                      <Text fontSize="sm" color="fg.error" role="alert">
                        {shown.sellerId}
                      </Text>
                    )}
                  </Stack>
                  {values.integration === "sandbox" ? (
                    <Text fontSize="sm" color="fg.muted">
                      <T id="admin.suppliers.form.sandboxNote" />
                    </Text>
                  ) : (
                    <Stack gap="3">
                      {connection?.credentialsSet && (
                        <Text fontSize="sm" color="fg.muted" data-testid="supplier-credentials-kept">
                          <T id="admin.suppliers.form.keepCredentials" values={{ hint: connection.credentialsHint }} />
                        </Text>
                      )}
                      <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3">
                        {fields.map((f) => (
                          <TextField
                            key={f}
                            label={label[f]}
                            required={needCredentials}
                            error={shown[f]}
                            type={f === "clientSecret" || f === "password" ? "password" : "text"}
                            autoComplete="off"
                            value={values[f]}
                            onChange={(e) => set(f, e.currentTarget.value)}
                            maxLength={500}
                            data-testid={`supplier-${f}`}
                          />
                        ))}
                      </Grid>
                      <TextField
                        label={t("admin.suppliers.form.baseUrl")}
                        inputMode="url"
                        value={values.baseUrl}
                        onChange={(e) => set("baseUrl", e.currentTarget.value)}
                        maxLength={2000}
                        data-testid="supplier-baseUrl"
                      />
                    </Stack>
                  )}
                  <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3" alignItems="end">
                    <TextField
                      label={t("admin.suppliers.form.margin")}
                      inputMode="decimal"
                      required
                      error={shown.margin}
                      value={values.margin}
                      onChange={(e) => set("margin", e.currentTarget.value)}
                      maxLength={7}
                      data-testid="supplier-margin"
                    />
                    <Box pb="2">
                      <CheckboxField checked={values.roundPrices} onChange={(v) => set("roundPrices", v)} data-testid="supplier-round">
                        <T id="admin.suppliers.form.roundPrices" />
                      </CheckboxField>
                    </Box>
                  </Grid>
                  <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3" alignItems="end">
                    <Box pb="2">
                      <CheckboxField checked={values.enabled} onChange={(v) => set("enabled", v)} data-testid="supplier-enabled">
                        <T id="admin.suppliers.form.enabled" />
                      </CheckboxField>
                    </Box>
                    <Choice id="supplier-hour" label={<T id="admin.suppliers.form.hour" />} value={values.hour} onChange={(v) => set("hour", v)}>
                      <option value="">{t("admin.suppliers.form.noHour")}</option>
                      {Array.from({ length: 24 }, (_, h) => (
                        <option key={h} value={String(h)}>
                          {`${String(h).padStart(2, "0")}:00`}
                        </option>
                      ))}
                    </Choice>
                  </Grid>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  <T id="admin.suppliers.form.cancel" />
                </Button>
                <Button type="submit" loading={busy} data-testid="supplier-save">
                  <T id="admin.suppliers.form.save" />
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={busy} />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
