/**
 * The header's menu for a signed-in user (loaded only when the `km_signed_in` cookie is
 * there): the user's name, their account and settings, their area (seller, admin) or the
 * seller registration, and signing out. Until `me` answers, or when it says nobody is
 * signed in (the cookie was stale), the plain account link stays.
 */
import { Avatar, Badge, Box, Button, Float, Menu, Portal, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { ChakraArea } from "../../app/ChakraArea";
import { T, useT } from "../../i18n";
import { localeOfPath, localePath } from "../../lib/locale";
import { ScreenRecipes } from "./ui";
import { useMe } from "./use-me";
import { useSignOut } from "./use-sign-out";
import { isStaff, staffHome } from "./roles";
import { useUnreadTicketCount } from "./ticket-unread";

function MenuContent({ fallback }: { fallback: ReactNode }) {
  const t = useT();
  const locale = localeOfPath(useLocation().pathname);
  const { me } = useMe();
  const signOut = useSignOut();
  const unread = useUnreadTicketCount(me != null);
  if (!me) return <>{fallback}</>;
  const name = `${me.name} ${me.surname}`.trim() || me.email;
  const area = isStaff(me)
    ? { to: me.role === "admin" ? "/admin/users" : staffHome(me), label: "accountMenu.admin" as const }
    : me.role === "seller"
      ? { to: "/seller", label: "accountMenu.seller" as const }
      : { to: "/seller/register", label: "accountMenu.becomeSeller" as const };
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          color="inherit"
          _hover={{ bg: "whiteAlpha.200" }}
          _expanded={{ bg: "whiteAlpha.200" }}
          px="1.5"
          gap="2"
          aria-label={unread > 0 ? `${t("accountMenu.label", { name })} (${t("tickets.unreadCount", { count: unread })})` : t("accountMenu.label", { name })}
          data-testid="account-menu"
        >
          <Avatar.Root size="2xs" colorPalette="gray" variant="solid" position="relative" overflow="visible">
            <Avatar.Fallback name={name} />
            {me.image && <Avatar.Image src={me.image} alt="" />}
            {unread > 0 && (
              <Float placement="top-end" offset="0.5">
                <Badge size="xs" variant="solid" colorPalette="red" rounded="full" minW="4" justifyContent="center" px="1" data-testid="tickets-unread-badge">
                  {unread > 99 ? "99+" : unread}
                </Badge>
              </Float>
            )}
          </Avatar.Root>
          <Box as="span" display={{ base: "none", md: "inline" }} maxW="32" truncate data-testid="account-menu-name">
            {me.name || me.email}
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" data-testid="account-menu-content">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" truncate>
                {name}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {me.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="account" asChild>
              <RouterLink to={localePath(locale, "/account")}>
                <T id="header.account" />
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="orders" asChild>
              <RouterLink to={localePath(locale, "/account/orders")} data-testid="menu-orders">
                <T id="orders.tab" />
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="favorites" asChild>
              <RouterLink to={localePath(locale, "/account/favorites")} data-testid="menu-favorites">
                <T id="favorites.tab" />
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="tickets" asChild>
              <RouterLink to={localePath(locale, "/account/tickets")} data-testid="menu-tickets">
                <T id="tickets.tab" />
                {unread > 0 && (
                  <Badge size="xs" variant="solid" colorPalette="red" rounded="full" ms="auto">
                    {unread}
                  </Badge>
                )}
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="settings" asChild>
              <RouterLink to={localePath(locale, "/account/settings")}>
                <T id="account.tab.settings" />
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="area" asChild>
              <RouterLink to={localePath(locale, area.to)}>
                <T id={area.label} />
              </RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="sign-out" onSelect={() => void signOut()} data-testid="menu-sign-out">
              <T id="account.signOut" />
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export default function AccountMenu({ fallback }: { fallback: ReactNode }) {
  return (
    <ChakraArea>
      <ScreenRecipes>
        <MenuContent fallback={fallback} />
      </ScreenRecipes>
    </ChakraArea>
  );
}
