/**
 * /admin/categories: the category tree (roots, each with its subcategories) and the
 * macrocategories that group them in menus. Admins reorder with the arrow buttons (the
 * position is saved at once), create and edit with the name and slug in English and Italian
 * (a changed slug keeps redirecting to the new URL), and delete: a category with products asks
 * for a category to move them to, one with subcategories cannot be deleted before them; a
 * macrocategory with categories asks for one to move them to. Every change shows on the
 * storefront at once (the server drops its cached pages).
 */
import { Badge, Box, Button, chakra, Flex, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { NativeSelect } from "../../../components/NativeSelect";
import type { AdminCategoryFieldsFragment, AdminMacrocategoryFieldsFragment, Locale, MoveDirection } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { ReadOnlyNote, useCan } from "../permissions";
import { localeOfPath } from "../../../lib/locale";
import { notify } from "../../../lib/notify";
import { CheckboxField, ConfirmDialog, Notice, Panel, TextField } from "../../accounts/ui";
import {
  AdminCategoryTreeQuery,
  CreateCategoryMutation,
  CreateMacrocategoryMutation,
  DeleteCategoriesMutation,
  DeleteMacrocategoriesMutation,
  MoveCategoryMutation,
  MoveMacrocategoryMutation,
  UpdateCategoryMutation,
  UpdateMacrocategoryMutation,
} from "./categories.graphql";

type Category = AdminCategoryFieldsFragment;
type Macro = AdminMacrocategoryFieldsFragment;
type Texts = Category["translations"][number] | Macro["translations"][number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const byPosition = <X extends { position: number; id: string }>(a: X, b: X) => a.position - b.position || Number(a.id) - Number(b.id);

/** A slug suggested from a name: accents folded, lower case, dashes. */
export function suggestSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

const textIn = (translations: readonly Texts[], locale: string) => translations.find((x) => x.locale === locale);
const nameIn = (translations: readonly Texts[], locale: string) => textIn(translations, locale)?.name ?? textIn(translations, "en")?.name ?? "";

interface Form {
  nameEn: string;
  slugEn: string;
  nameIt: string;
  slugIt: string;
  /** Whether the admin typed the slug (else it follows the name while creating). */
  slugEnTyped: boolean;
  slugItTyped: boolean;
  parentId: string;
  macrocategoryId: string;
  enabled: boolean;
}

type Editing = { kind: "category"; id: string | null; canMove: boolean; form: Form } | { kind: "macro"; id: string | null; form: Form };

type Deleting = { kind: "category"; item: Category; target: string } | { kind: "macro"; item: Macro; target: string };

function formOf(translations: readonly Texts[], rest: Partial<Form> = {}): Form {
  return {
    nameEn: textIn(translations, "en")?.name ?? "",
    slugEn: textIn(translations, "en")?.slug ?? "",
    nameIt: textIn(translations, "it")?.name ?? "",
    slugIt: textIn(translations, "it")?.slug ?? "",
    slugEnTyped: translations.length > 0,
    slugItTyped: translations.length > 0,
    parentId: "",
    macrocategoryId: "",
    enabled: true,
    ...rest,
  };
}

export function AdminCategoriesPage() {
  const t = useT();
  const allowed = useCan();
  // Support reads the tree; creating, editing, moving and deleting are for admins.
  const may = { add: allowed("categories:add"), edit: allowed("categories:edit"), delete: allowed("categories:delete") };
  const locale = localeOfPath(useLocation().pathname);
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(AdminCategoryTreeQuery, { fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [slugError, setSlugError] = useState<{ locale: Locale; slug: string } | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const categories = data?.adminCategories ?? [];
  const macros = [...(data?.adminMacrocategories ?? [])].sort(byPosition);
  const roots = categories.filter((c) => c.parentId == null).sort(byPosition);
  const childrenOf = (id: string) => categories.filter((c) => c.parentId === id).sort(byPosition);
  const catName = (c: Category) => nameIn(c.translations, locale);
  const macroName = (id: string | null) => {
    const m = macros.find((x) => x.id === id);
    return m ? nameIn(m.translations, locale) : null;
  };

  /** Runs a write, then reloads the tree; a failure says so in a toast. */
  const run = async <R,>(key: string, write: () => Promise<R>): Promise<R | undefined> => {
    setBusy(key);
    try {
      const out = await write();
      await refetch();
      return out;
    } catch {
      notify({ type: "error", title: t("console.failed") });
      return undefined;
    } finally {
      setBusy(null);
    }
  };

  const move = (kind: "category" | "macro", id: string, direction: MoveDirection) =>
    run(`${kind}:${id}:${direction}`, async () => {
      if (kind === "category") await client.mutate({ mutation: MoveCategoryMutation, variables: { input: { id, direction } } });
      else await client.mutate({ mutation: MoveMacrocategoryMutation, variables: { input: { id, direction } } });
    });

  const openEditor = (next: Editing) => {
    setSlugError(null);
    setEditing(next);
  };
  const update = (patch: Partial<Form>) =>
    setEditing((e) => {
      if (!e) return e;
      const form = { ...e.form, ...patch };
      // While creating, a slug the admin did not type follows the name.
      if (e.id == null && patch.nameEn != null && !form.slugEnTyped) form.slugEn = suggestSlug(patch.nameEn);
      if (e.id == null && patch.nameIt != null && !form.slugItTyped) form.slugIt = suggestSlug(patch.nameIt);
      return { ...e, form };
    });

  const save = async () => {
    if (!editing) return;
    const f = editing.form;
    const translations = [
      { locale: "en" as Locale, name: f.nameEn.trim(), slug: f.slugEn.trim() },
      { locale: "it" as Locale, name: f.nameIt.trim(), slug: f.slugIt.trim() },
    ];
    const out = await run("save", async () => {
      if (editing.kind === "category") {
        const place = { macrocategoryId: f.macrocategoryId || null, enabled: f.enabled };
        if (editing.id == null) {
          const r = await client.mutate({ mutation: CreateCategoryMutation, variables: { input: { ...place, parentId: f.parentId || null, translations } } });
          return r.data?.createCategory;
        }
        const r = await client.mutate({
          mutation: UpdateCategoryMutation,
          variables: { input: { ...place, id: editing.id, translations, ...(editing.canMove ? { parentId: f.parentId || null } : {}) } },
        });
        return r.data?.updateCategory;
      }
      if (editing.id == null) {
        const r = await client.mutate({ mutation: CreateMacrocategoryMutation, variables: { input: { enabled: f.enabled, translations } } });
        return r.data?.createMacrocategory;
      }
      const r = await client.mutate({ mutation: UpdateMacrocategoryMutation, variables: { input: { id: editing.id, enabled: f.enabled, translations } } });
      return r.data?.updateMacrocategory;
    });
    if (!out) return;
    if (out.__typename === "SlugAlreadyInUseError") {
      setSlugError({ locale: out.locale, slug: out.slug });
      return;
    }
    notify({ type: "success", title: t("admin.categories.saved", { name: nameIn(out.translations, locale) }) });
    setEditing(null);
  };

  const remove = async () => {
    if (!deleting) return;
    const target = deleting.target || null;
    const out = await run("delete", async () =>
      deleting.kind === "category"
        ? (await client.mutate({ mutation: DeleteCategoriesMutation, variables: { input: { ids: [deleting.item.id], moveProductsTo: target } } })).data
            ?.deleteCategories
        : (await client.mutate({ mutation: DeleteMacrocategoriesMutation, variables: { input: { ids: [deleting.item.id], moveCategoriesTo: target } } })).data
            ?.deleteMacrocategories,
    );
    if (!out) return;
    if (out.__typename === "CategoryInUseError" || out.__typename === "MacrocategoryInUseError") {
      notify({ type: "error", title: t("admin.categories.inUse"), description: out.message });
      return;
    }
    notify({ type: "success", title: t("admin.categories.deleted", { name: nameIn(deleting.item.translations, locale) }) });
    setDeleting(null);
  };

  if (error && !data) {
    return (
      <Notice
        status="error"
        title={<T id="console.failed" />}
        action={
          <Button size="sm" alignSelf="flex-start" onClick={() => void refetch()}>
            <T id="common.retry" />
          </Button>
        }
      />
    );
  }
  if (!data) return <Spinner aria-label={t("common.loading")} />;

  const moveButtons = (kind: "category" | "macro", item: { id: string }, index: number, count: number, name: string) =>
    may.edit && (
      <>
        <Button
          size="xs"
          variant="outline"
          aria-label={t("admin.categories.moveUp", { name })}
          disabled={index === 0 || busy != null}
          loading={busy === `${kind}:${item.id}:UP`}
          onClick={() => void move(kind, item.id, "UP")}
          data-testid="move-up"
        >
          ↑
        </Button>
        <Button
          size="xs"
          variant="outline"
          aria-label={t("admin.categories.moveDown", { name })}
          disabled={index === count - 1 || busy != null}
          loading={busy === `${kind}:${item.id}:DOWN`}
          onClick={() => void move(kind, item.id, "DOWN")}
          data-testid="move-down"
        >
          ↓
        </Button>
      </>
    );

  const categoryRow = (c: Category, index: number, count: number) => {
    const name = catName(c);
    const macro = macroName(c.macrocategoryId);
    return (
      <Flex
        gap="2"
        py="2.5"
        px="3"
        direction={{ base: "column", sm: "row" }}
        align={{ sm: "center" }}
        justify="space-between"
        borderBottomWidth="1px"
        borderColor="border.muted"
        data-testid="category-row"
        data-category={textIn(c.translations, "en")?.slug}
      >
        <Stack gap="0.5" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{name}</Text>
            {!c.enabled && (
              <Badge colorPalette="gray">
                <T id="admin.categories.hidden" />
              </Badge>
            )}
            <Badge colorPalette="purple" variant="subtle">
              <T id="admin.categories.products" values={{ count: c.productCount }} />
            </Badge>
            {macro && c.depth === 0 && (
              <Text fontSize="xs" color="fg.muted">
                {macro}
              </Text>
            )}
          </HStack>
          {c.translations.map((x) => (
            <Text key={x.locale} fontSize="xs" color="fg.muted" overflowWrap="anywhere">
              {x.locale.toUpperCase()} · {x.name} · <chakra.code>{x.url}</chakra.code>
            </Text>
          ))}
        </Stack>
        <HStack gap="1.5" flexShrink={0} wrap="wrap">
          {moveButtons("category", c, index, count, name)}
          {may.edit && (
            <Button
              size="xs"
              variant="outline"
              onClick={() =>
                openEditor({
                  kind: "category",
                  id: c.id,
                  canMove: c.childCount === 0,
                  form: formOf(c.translations, { parentId: c.parentId ?? "", macrocategoryId: c.macrocategoryId ?? "", enabled: c.enabled }),
                })
              }
              data-testid="edit-category"
            >
              <T id="admin.categories.edit" />
            </Button>
          )}
          {c.depth === 0 && may.add && (
            <Button
              size="xs"
              variant="outline"
              onClick={() =>
                openEditor({ kind: "category", id: null, canMove: true, form: formOf([], { parentId: c.id, macrocategoryId: c.macrocategoryId ?? "" }) })
              }
              data-testid="add-subcategory"
            >
              <T id="admin.categories.addChild" />
            </Button>
          )}
          {may.delete && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => setDeleting({ kind: "category", item: c, target: "" })}
              data-testid="delete-category"
            >
              <T id="admin.categories.delete" />
            </Button>
          )}
        </HStack>
      </Flex>
    );
  };

  const f = editing?.form;
  const slugInvalid = (s: string) => s.trim() !== "" && !SLUG.test(s.trim());
  const formValid = !!f && [f.nameEn, f.nameIt, f.slugEn, f.slugIt].every((v) => v.trim() !== "") && !slugInvalid(f.slugEn) && !slugInvalid(f.slugIt);
  const slugFieldError = (loc: Locale, value: string): ReactNode =>
    slugInvalid(value)
      ? t("admin.categories.slugInvalid")
      : slugError?.locale === loc && slugError.slug === value.trim()
        ? t("admin.categories.slugTaken")
        : undefined;

  // Deleting: what it would take.
  const del = deleting;
  const inUse = del ? (del.kind === "category" ? del.item.productCount + del.item.proposalCount : del.item.categoryCount) : 0;
  const blockedByChildren = del?.kind === "category" && del.item.childCount > 0;
  const targets: { id: string; label: string }[] = !del
    ? []
    : del.kind === "category"
      ? roots
          .flatMap((r) => [r, ...childrenOf(r.id)])
          .filter((c) => c.id !== del.item.id && c.parentId !== del.item.id)
          .map((c) => ({ id: c.id, label: c.depth ? `${catName(roots.find((r) => r.id === c.parentId)!)} › ${catName(c)}` : catName(c) }))
      : macros.filter((m) => m.id !== del.item.id).map((m) => ({ id: m.id, label: nameIn(m.translations, locale) }));

  return (
    <Stack gap="6" data-testid="admin-categories">
      <Text color="fg.muted" fontSize="sm">
        <T id="admin.categories.intro" />
      </Text>
      {!(may.add && may.edit && may.delete) && <ReadOnlyNote id="admin.roles.categoriesReadOnly" />}
      <Panel title={<T id="admin.categories.tree" />} data-testid="category-tree">
        <HStack gap="2" wrap="wrap">
          {may.add && (
            <Button size="sm" onClick={() => openEditor({ kind: "category", id: null, canMove: true, form: formOf([]) })} data-testid="new-category">
              <T id="admin.categories.newRoot" />
            </Button>
          )}
          {loading && <Spinner size="sm" aria-label={t("common.loading")} />}
        </HStack>
        <chakra.ul listStyleType="none" m="0" p="0" borderTopWidth="1px" borderColor="border.muted">
          {roots.map((r, i) => {
            const kids = childrenOf(r.id);
            return (
              <chakra.li key={r.id}>
                {categoryRow(r, i, roots.length)}
                {kids.length > 0 && (
                  <chakra.ul listStyleType="none" m="0" pl={{ base: "4", md: "8" }} aria-label={t("admin.categories.childrenOf", { name: catName(r) })}>
                    {kids.map((k, j) => (
                      <chakra.li key={k.id}>{categoryRow(k, j, kids.length)}</chakra.li>
                    ))}
                  </chakra.ul>
                )}
              </chakra.li>
            );
          })}
        </chakra.ul>
      </Panel>

      <Panel title={<T id="admin.categories.macros" />} description={<T id="admin.categories.macrosHelp" />} data-testid="macro-list">
        {may.add && (
          <Box>
            <Button size="sm" onClick={() => openEditor({ kind: "macro", id: null, form: formOf([]) })} data-testid="new-macro">
              <T id="admin.categories.newMacro" />
            </Button>
          </Box>
        )}
        <chakra.ul listStyleType="none" m="0" p="0" borderTopWidth="1px" borderColor="border.muted">
          {macros.map((m, i) => {
            const name = nameIn(m.translations, locale);
            return (
              <chakra.li key={m.id}>
                <Flex
                  gap="2"
                  py="2.5"
                  px="3"
                  direction={{ base: "column", sm: "row" }}
                  align={{ sm: "center" }}
                  justify="space-between"
                  borderBottomWidth="1px"
                  borderColor="border.muted"
                  data-testid="macro-row"
                >
                  <Stack gap="0.5" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="medium">{name}</Text>
                      {!m.enabled && (
                        <Badge colorPalette="gray">
                          <T id="admin.categories.hidden" />
                        </Badge>
                      )}
                      <Badge colorPalette="purple" variant="subtle">
                        <T id="admin.categories.categoryCount" values={{ count: m.categoryCount }} />
                      </Badge>
                    </HStack>
                    <Text fontSize="xs" color="fg.muted">
                      {m.translations.map((x) => `${x.locale.toUpperCase()} · ${x.name} (${x.slug})`).join(" — ")}
                    </Text>
                  </Stack>
                  <HStack gap="1.5" flexShrink={0} wrap="wrap">
                    {moveButtons("macro", m, i, macros.length, name)}
                    {may.edit && (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => openEditor({ kind: "macro", id: m.id, form: formOf(m.translations, { enabled: m.enabled }) })}
                        data-testid="edit-macro"
                      >
                        <T id="admin.categories.edit" />
                      </Button>
                    )}
                    {may.delete && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setDeleting({ kind: "macro", item: m, target: "" })}
                        data-testid="delete-macro"
                      >
                        <T id="admin.categories.delete" />
                      </Button>
                    )}
                  </HStack>
                </Flex>
              </chakra.li>
            );
          })}
        </chakra.ul>
      </Panel>

      <ConfirmDialog
        open={editing != null}
        onClose={() => setEditing(null)}
        title={
          <T
            id={
              editing?.kind === "macro"
                ? editing.id
                  ? "admin.categories.editMacroTitle"
                  : "admin.categories.newMacroTitle"
                : editing?.id
                  ? "admin.categories.editTitle"
                  : "admin.categories.newTitle"
            }
          />
        }
        confirmLabel={<T id="admin.categories.save" />}
        onConfirm={() => void save()}
        busy={busy === "save"}
        confirmDisabled={!formValid}
        data-testid="category-editor"
      >
        {f && editing && (
          <Stack gap="4">
            {(["en", "it"] as const).map((loc) => (
              <Stack key={loc} gap="3" as="fieldset">
                <chakra.legend fontWeight="semibold" fontSize="sm">
                  <T id={loc === "en" ? "admin.categories.english" : "admin.categories.italian"} />
                </chakra.legend>
                <TextField
                  label={t("admin.categories.name")}
                  required
                  maxLength={100}
                  value={loc === "en" ? f.nameEn : f.nameIt}
                  onChange={(e) => update(loc === "en" ? { nameEn: e.currentTarget.value } : { nameIt: e.currentTarget.value })}
                  data-testid={`name-${loc}`}
                />
                <TextField
                  label={t("admin.categories.slug")}
                  helper={editing.id ? t("admin.categories.slugHelpEdit") : t("admin.categories.slugHelp")}
                  error={slugFieldError(loc, loc === "en" ? f.slugEn : f.slugIt)}
                  required
                  maxLength={80}
                  value={loc === "en" ? f.slugEn : f.slugIt}
                  onChange={(e) =>
                    update(loc === "en" ? { slugEn: e.currentTarget.value, slugEnTyped: true } : { slugIt: e.currentTarget.value, slugItTyped: true })
                  }
                  data-testid={`slug-${loc}`}
                />
              </Stack>
            ))}
            {editing.kind === "category" && (
              <>
                {editing.canMove && (
                  <Stack gap="1.5">
                    <chakra.label htmlFor="category-parent" fontSize="sm" fontWeight="medium">
                      <T id="admin.categories.parent" />
                    </chakra.label>
                    <NativeSelect
                      id="category-parent"
                      value={f.parentId}
                      onChange={(e) => update({ parentId: e.currentTarget.value })}
                      data-testid="category-parent"
                    >
                      <option value="">{t("admin.categories.noParent")}</option>
                      {roots
                        .filter((r) => r.id !== editing.id)
                        .map((r) => (
                          <option key={r.id} value={r.id}>
                            {catName(r)}
                          </option>
                        ))}
                    </NativeSelect>
                  </Stack>
                )}
                <Stack gap="1.5">
                  <chakra.label htmlFor="category-macro" fontSize="sm" fontWeight="medium">
                    <T id="admin.categories.macro" />
                  </chakra.label>
                  <NativeSelect
                    id="category-macro"
                    value={f.macrocategoryId}
                    onChange={(e) => update({ macrocategoryId: e.currentTarget.value })}
                    data-testid="category-macro"
                  >
                    <option value="">{t("admin.categories.noMacro")}</option>
                    {macros.map((m) => (
                      <option key={m.id} value={m.id}>
                        {nameIn(m.translations, locale)}
                      </option>
                    ))}
                  </NativeSelect>
                </Stack>
              </>
            )}
            <CheckboxField checked={f.enabled} onChange={(enabled) => update({ enabled })} data-testid="category-enabled">
              <T id="admin.categories.enabled" />
            </CheckboxField>
          </Stack>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={del != null}
        onClose={() => setDeleting(null)}
        title={<T id="admin.categories.deleteTitle" values={{ name: del ? nameIn(del.item.translations, locale) : "" }} />}
        confirmLabel={<T id="admin.categories.delete" />}
        onConfirm={() => void remove()}
        busy={busy === "delete"}
        destructive
        confirmDisabled={blockedByChildren || (inUse > 0 && !del?.target)}
        data-testid="delete-dialog"
      >
        {del && (
          <Stack gap="4">
            {blockedByChildren ? (
              <Notice status="warning" title={<T id="admin.categories.hasChildren" values={{ count: del.kind === "category" ? del.item.childCount : 0 }} />} />
            ) : inUse > 0 ? (
              <>
                <Text>
                  <T
                    id={del.kind === "category" ? "admin.categories.moveProductsBody" : "admin.categories.moveCategoriesBody"}
                    values={{ count: del.kind === "category" ? del.item.productCount + del.item.proposalCount : del.item.categoryCount }}
                  />
                </Text>
                <Stack gap="1.5">
                  <chakra.label htmlFor="delete-target" fontSize="sm" fontWeight="medium">
                    <T id={del.kind === "category" ? "admin.categories.moveProductsTo" : "admin.categories.moveCategoriesTo"} />
                  </chakra.label>
                  <NativeSelect
                    id="delete-target"
                    value={del.target}
                    onChange={(e) => {
                      const target = e.currentTarget.value;
                      setDeleting((d) => (d ? { ...d, target } : d));
                    }}
                    data-testid="delete-target"
                  >
                    <option value="">{t("admin.categories.chooseTarget")}</option>
                    {targets.map((x) => (
                      <option key={x.id} value={x.id}>
                        {x.label}
                      </option>
                    ))}
                  </NativeSelect>
                </Stack>
              </>
            ) : (
              <Text>
                <T id="admin.categories.deleteBody" />
              </Text>
            )}
          </Stack>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
