/**
 * Seller registration (spec §4 seller signup), for a signed-in customer with a verified
 * address: shop name, contact email, registration name, VAT number (the server checks its
 * format per country) and an optional shop image URL. The server then ends every session
 * of the account: the page says so and leads to the login, which comes back to the seller
 * area.
 */
import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useLocation } from "react-router";
import { T, useT, type MessageId } from "../../i18n";
import { localeOfPath, localePath } from "../../lib/locale";
import { emailRules, optionalUrlRules, requiredText } from "../accounts/forms";
import { loginPath, resetAfterSessionChange } from "../accounts/session";
import { FormStack, Notice, Panel, TextField } from "../accounts/ui";
import type { Me } from "../accounts/use-me";
import { RegisterSellerMutation } from "./seller.graphql";

interface Values {
  name: string;
  email: string;
  registrationName: string;
  vatNumber: string;
  image: string;
}

const SELLER_ERRORS: Record<string, MessageId> = {
  INVALID_VAT_NUMBER: "seller.error.vat",
  INVALID_IMAGE_URL: "form.url",
  SELLER_ALREADY_REGISTERED: "seller.error.already",
};

/** Upper case without spaces, dots and dashes (as the server stores it). */
const normalizeVat = (v: string) => v.toUpperCase().replace(/[\s.-]/g, "");

/** After the registration: the user was signed out; the way back in leads to the seller area. */
export function SellerRegistered({ shop }: { shop: string }) {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <Stack gap="4" data-testid="seller-registered">
      <Notice status="success" title={<T id="seller.register.doneTitle" values={{ shop }} />}>
        <T id="seller.register.done" />
      </Notice>
      <Button asChild alignSelf="flex-start" colorPalette="green">
        <RouterLink to={loginPath(locale, localePath(locale, "/seller"))} data-testid="seller-sign-in-again">
          <T id="seller.register.signInAgain" />
        </RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * The form. `onRegistered` is told the shop's name once the server has registered it
 * (and ended the session): the page above shows SellerRegistered, whatever `me` says now.
 */
export function SellerRegisterPage({ me, onRegistered }: { me: Me; onRegistered(shop: string): void }) {
  const t = useT();
  const client = useApolloClient();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { name: "", email: me.email, registrationName: "", vatNumber: "", image: "" } });

  if (!me.emailVerified) return <Notice status="warning" title={<T id="seller.register.unverified" />} data-testid="seller-unverified" />;

  const onSubmit = async (v: Values) => {
    setFailure(null);
    try {
      const { data } = await client.mutate({
        mutation: RegisterSellerMutation,
        variables: {
          input: {
            name: v.name.trim(),
            email: v.email.trim(),
            registrationName: v.registrationName.trim(),
            vatNumber: normalizeVat(v.vatNumber),
            image: v.image.trim() || null,
          },
        },
      });
      const r = data?.registerSeller;
      if (r?.__typename === "RegisterSellerSuccess") {
        // The server ended every session of the account: forget what the cache knew.
        onRegistered(r.seller.name);
        await resetAfterSessionChange(client);
        return;
      }
      const code = r && "errorCode" in r ? r.errorCode : "INTERNAL_SERVER_ERROR";
      if (code === "INVALID_VAT_NUMBER") setError("vatNumber", { message: t("seller.error.vat") }, { shouldFocus: true });
      else if (code === "INVALID_IMAGE_URL") setError("image", { message: t("form.url") }, { shouldFocus: true });
      else setFailure(code);
    } catch {
      setFailure("INTERNAL_SERVER_ERROR");
    }
  };

  return (
    <Stack gap="5" data-testid="seller-register">
      <Text color="fg.muted">
        <T id="seller.register.lead" />
      </Text>
      <Panel title={<T id="seller.register.formTitle" />}>
        <FormStack onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t("seller.register.formTitle")}>
          {failure && <Notice status="error" title={<T id={SELLER_ERRORS[failure] ?? "auth.error.internal"} />} data-testid="seller-error" />}
          <Box display="grid" gridTemplateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="4">
            <TextField
              label={t("seller.register.name")}
              required
              error={errors.name?.message}
              {...register("name", { ...requiredText(t), minLength: { value: 2, message: t("form.tooShort", { min: 2 }) } })}
            />
            <TextField
              label={t("seller.register.email")}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register("email", emailRules(t))}
            />
            <TextField
              label={t("seller.register.registrationName")}
              autoComplete="organization"
              required
              error={errors.registrationName?.message}
              {...register("registrationName", { ...requiredText(t, 200), minLength: { value: 2, message: t("form.tooShort", { min: 2 }) } })}
            />
            <TextField
              label={t("seller.register.vatNumber")}
              required
              autoCapitalize="characters"
              spellCheck={false}
              helper={t("seller.register.vatHelp")}
              error={errors.vatNumber?.message}
              {...register("vatNumber", {
                required: t("form.required"),
                validate: (v: string) => /^[A-Z]{2}[A-Z0-9+*]{2,18}$/.test(normalizeVat(v)) || t("seller.error.vat"),
              })}
            />
          </Box>
          <TextField
            label={t("seller.register.image")}
            type="url"
            inputMode="url"
            placeholder="https://"
            helper={t("seller.register.imageHelp")}
            error={errors.image?.message}
            {...register("image", optionalUrlRules(t))}
          />
          <Text fontSize="sm" color="fg.muted">
            <T id="seller.register.signOutNote" />
          </Text>
          <Button type="submit" alignSelf="flex-start" colorPalette="green" loading={isSubmitting} data-testid="seller-submit">
            <T id="seller.register.submit" />
          </Button>
        </FormStack>
      </Panel>
    </Stack>
  );
}
