/**
 * /account (profile) and /account/settings (language, one switch for offers and the
 * newsletter, sign-in method, password, deletion), in both languages, plus the sections
 * other features give the page through its shell (app/shells/AccountShell.tsx: orders,
 * favourites), each a tab between profile and settings at /account/<path>[/…]. Guests are
 * sent to the login page and come back here.
 */
import { Avatar, Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { PageLoader } from "../../components/ClientOnly";
import { T, useT, type MessageId } from "../../i18n";
import { localeOfPath, localePath, stripLocale, type Locale } from "../../lib/locale";
import { ShellPage } from "../../app/layouts/ShellPage";
import { ProfileSection, SellerCallout } from "./ProfileSection";
import { ROLE_LABELS } from "./roles";
import { SettingsSection } from "./SettingsSection";
import { useSignOut } from "./use-sign-out";
import { Notice, ScreenRecipes } from "./ui";
import { ToLogin, useMe, type Me } from "./use-me";

/**
 * A section another feature adds to the account (a tab at /account/<path>). `render` gets
 * what follows the path (`/account/orders/ID` → "ID"); null means no such page (not found).
 */
export interface AccountSection {
  path: string;
  label: MessageId;
  render(args: { me: Me; locale: Locale; subpath: string }): ReactNode | null;
}

interface Tab {
  path: string;
  label: MessageId;
}

const PROFILE_TAB: Tab = { path: "", label: "account.tab.profile" };
const SETTINGS_TAB: Tab = { path: "settings", label: "account.tab.settings" };

function AccountTabs({ locale, sections }: { locale: Locale; sections: readonly AccountSection[] }) {
  const t = useT();
  const base = localePath(locale, "/account");
  const TABS: Tab[] = [PROFILE_TAB, ...sections, SETTINGS_TAB];
  return (
    <Flex as="nav" aria-label={t("account.sections")} gap="1" borderBottomWidth="1px" borderColor="border.muted" overflowX="auto">
      {TABS.map((tab) => (
        <Box
          key={tab.path}
          asChild
          px="4"
          py="2.5"
          fontWeight="medium"
          fontSize="sm"
          color="fg.muted"
          borderBottomWidth="2px"
          borderColor="transparent"
          mb="-1px"
          whiteSpace="nowrap"
          _hover={{ color: "fg" }}
          css={{ "&[aria-current=page]": { color: "colorPalette.fg", borderColor: "colorPalette.solid" } }}
        >
          <NavLink to={tab.path ? `${base}/${tab.path}` : base} end={!("render" in tab)} data-testid={`account-tab-${tab.path || "profile"}`}>
            <T id={tab.label} />
          </NavLink>
        </Box>
      ))}
    </Flex>
  );
}

function AccountHeader({ me }: { me: Me }) {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const fullName = `${me.name} ${me.surname}`.trim();
  return (
    <Flex
      gap="4"
      align={{ base: "flex-start", sm: "center" }}
      direction={{ base: "column", sm: "row" }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="l3"
      p={{ base: "4", md: "5" }}
      data-testid="account-header"
    >
      <HStack gap="4" flex="1" minW="0">
        <Avatar.Root size="lg" colorPalette="purple">
          <Avatar.Fallback name={fullName || me.email} />
          {me.image && <Avatar.Image src={me.image} alt="" />}
        </Avatar.Root>
        <Stack gap="0.5" minW="0">
          <Heading as="h2" size="lg" data-testid="account-name" overflowWrap="anywhere">
            {fullName || me.email}
          </Heading>
          <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere" data-testid="account-email">
            {me.email}
          </Text>
          <HStack gap="2" mt="1">
            <Badge colorPalette={me.role === "user" ? "gray" : me.role === "seller" ? "green" : "purple"} data-testid="account-role">
              <T id={ROLE_LABELS[me.role] ?? "role.user"} />
            </Badge>
          </HStack>
        </Stack>
      </HStack>
      <Button
        variant="outline"
        onClick={async () => {
          setBusy(true);
          await signOut();
          setBusy(false);
        }}
        loading={busy}
        data-testid="sign-out"
      >
        <T id="account.signOut" />
      </Button>
    </Flex>
  );
}

/** Rendered in the browser only (ShellPage waits for it): who is signed in decides. */
function AccountContent({ sections }: { sections: readonly AccountSection[] }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  // From the path, not the route's splat: /account/orders/:orderId has a route of its own.
  const section = stripLocale(pathname)
    .replace(/^\/account\/?/, "")
    .replace(/\/+$/, "");
  const [first = "", ...rest] = section.split("/");
  const extra = sections.find((s) => s.path === first);
  const { me, loading, error, refetch } = useMe();
  return loading ? (
    <PageLoader />
  ) : error ? (
    <Notice
      status="error"
      title={<T id="auth.error.internal" />}
      action={
        <Button size="sm" alignSelf="flex-start" onClick={refetch}>
          <T id="common.retry" />
        </Button>
      }
    />
  ) : !me ? (
    <ToLogin />
  ) : (
    <Stack gap="6" data-testid="account-page">
      <AccountHeader me={me} />
      <AccountTabs locale={locale} sections={sections} />
      {extra ? (
        (extra.render({ me, locale, subpath: rest.join("/") }) ?? <Notice status="warning" title={<T id="notFound.title" />} />)
      ) : section === "settings" ? (
        <SettingsSection me={me} locale={locale} />
      ) : section === "" ? (
        <Stack gap="6">
          <ProfileSection me={me} />
          <SellerCallout me={me} locale={locale} />
        </Stack>
      ) : (
        <Notice status="warning" title={<T id="notFound.title" />} />
      )}
    </Stack>
  );
}

export function AccountPage({ sections = [] }: { sections?: readonly AccountSection[] }) {
  return (
    <ShellPage title="shell.account.title" lead="shell.account.lead" maxW="5xl">
      <ScreenRecipes>
        <AccountContent sections={sections} />
      </ScreenRecipes>
    </ShellPage>
  );
}
