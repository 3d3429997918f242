/** The account page's profile: name, surname and picture URL; and the way to the seller area. */
import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router";
import { T, useT } from "../../i18n";
import { localePath, type Locale } from "../../lib/locale";
import { notify } from "../../lib/notify";
import { MeQuery, UpdateAccountMutation } from "./accounts.graphql";
import { optionalUrlRules, requiredText } from "./forms";
import { Notice, Panel, TextField, FormStack } from "./ui";
import { isStaff, staffHome } from "./roles";
import type { Me } from "./use-me";

interface Values {
  name: string;
  surname: string;
  image: string;
}

export function ProfileSection({ me }: { me: Me }) {
  const t = useT();
  const client = useApolloClient();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({ defaultValues: { name: me.name, surname: me.surname, image: me.image ?? "" } });

  const onSubmit = async (v: Values) => {
    setFailed(false);
    try {
      await client.mutate({
        mutation: UpdateAccountMutation,
        variables: { input: { name: v.name.trim(), surname: v.surname.trim(), image: v.image.trim() || null } },
        // The header and this page show the profile: read it again.
        refetchQueries: [{ query: MeQuery }],
        awaitRefetchQueries: true,
      });
      reset({ name: v.name.trim(), surname: v.surname.trim(), image: v.image.trim() });
      notify({ type: "success", title: t("account.saved") });
    } catch {
      setFailed(true);
    }
  };

  return (
    <Panel title={<T id="account.profile.title" />} description={<T id="account.profile.lead" />} data-testid="profile-section">
      <FormStack onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t("account.profile.title")}>
        {failed && <Notice status="error" title={<T id="auth.error.internal" />} />}
        <Box display="grid" gridTemplateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
          <TextField label={t("auth.name")} autoComplete="given-name" required error={errors.name?.message} {...register("name", requiredText(t))} />
          <TextField label={t("auth.surname")} autoComplete="family-name" required error={errors.surname?.message} {...register("surname", requiredText(t))} />
        </Box>
        <TextField
          label={t("account.profile.image")}
          type="url"
          inputMode="url"
          placeholder="https://"
          helper={t("account.profile.imageHelp")}
          error={errors.image?.message}
          {...register("image", optionalUrlRules(t))}
        />
        <HStack>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty} data-testid="profile-save">
            <T id="account.save" />
          </Button>
        </HStack>
      </FormStack>
    </Panel>
  );
}

/** Users may register as sellers; sellers and staff (admins, support) get a link to their area. */
export function SellerCallout({ me, locale }: { me: Me; locale: Locale }) {
  if (isStaff(me))
    return (
      <Panel title={<T id="account.admin.title" />} description={<T id={me.role === "admin" ? "account.admin.lead" : "account.admin.leadSupport"} />}>
        <Button asChild alignSelf="flex-start" variant="outline">
          <RouterLink to={localePath(locale, me.role === "admin" ? "/admin/users" : staffHome(me))}>
            <T id="account.admin.open" />
          </RouterLink>
        </Button>
      </Panel>
    );
  if (me.role === "seller")
    return (
      <Panel title={<T id="account.seller.title" />} description={<T id="account.seller.lead" />}>
        <Button asChild alignSelf="flex-start" variant="outline" colorPalette="green">
          <RouterLink to={localePath(locale, "/seller")}>
            <T id="account.seller.open" />
          </RouterLink>
        </Button>
      </Panel>
    );
  return (
    <Panel title={<T id="account.becomeSeller.title" />} description={<T id="account.becomeSeller.lead" />} data-testid="become-seller">
      <Stack gap="2" align="flex-start">
        <Button asChild variant="outline" colorPalette="green">
          <RouterLink to={localePath(locale, "/seller/register")}>
            <T id="account.becomeSeller.open" />
          </RouterLink>
        </Button>
        {!me.emailVerified && (
          <Text fontSize="sm" color="fg.muted">
            <T id="seller.register.unverified" />
          </Text>
        )}
      </Stack>
    </Panel>
  );
}
