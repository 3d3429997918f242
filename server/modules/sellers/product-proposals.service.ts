/**
 * Product proposals: a seller who cannot find a product in the catalogue proposes it (name,
 * platform, category, optional texts in English and Italian); an admin accepts it, which creates
 * the catalogue product (enabled, with both translations, unique slugs and a generated cover)
 * so that the seller, and anyone, can offer it, or refuses it with a reason the seller reads.
 * A seller sees its own proposals, an admin every one (core/auth ownership).
 */
import type { RequestContext } from "../../graphql/context.js";
import { ownedSql, ownerScope } from "../../core/auth/index.js";
import { InvalidInputError, NotFoundError } from "../../core/errors/index.js";
import { returnedRows, SqlParams } from "../../db/sql.js";
import { withTransaction } from "../../db/transaction.js";
import { recordAudit } from "../audit/audit.js";
import { ProposalState } from "./product-proposal.entity.js";
import {
  ProductAlreadyExistsError,
  ProductProposalListView,
  ProductProposalView,
  ProposalAlreadyDecidedError,
  ProposalAlreadyWaitingError,
  type AcceptProductProposalInput,
  type ProductProposalsArgs,
  type ProposeProductInput,
  type RefuseProductProposalInput,
} from "./product-proposals.types.js";

interface ProposalRow {
  id: number;
  seller_id: number;
  seller_name: string;
  name: string;
  name_it: string | null;
  platform_id: number;
  platform_name: string;
  category_id: number;
  category_name: string;
  description: string;
  description_it: string;
  publisher: string | null;
  state: ProposalState;
  reason: string | null;
  product_id: number | null;
  created_at: Date;
  decided_at: Date | null;
}

const toView = (r: ProposalRow): ProductProposalView =>
  Object.assign(new ProductProposalView(), {
    id: String(r.id),
    sellerId: String(r.seller_id),
    sellerName: r.seller_name,
    name: r.name,
    nameIt: r.name_it,
    platformId: String(r.platform_id),
    platformName: r.platform_name,
    categoryId: String(r.category_id),
    categoryName: r.category_name,
    description: r.description,
    descriptionIt: r.description_it,
    publisher: r.publisher,
    state: r.state,
    reason: r.reason,
    productId: r.product_id == null ? null : String(r.product_id),
    createdAt: r.created_at,
    decidedAt: r.decided_at,
  });

const SELECT = `
  SELECT pp.id, pp.seller_id, s.name AS seller_name, pp.name, pp.name_it, pp.platform_id, pl.name AS platform_name,
         pp.category_id, ct.name AS category_name, pp.description, pp.description_it, pp.publisher, pp.state, pp.reason,
         pp.product_id, pp.created_at, pp.decided_at
    FROM product_proposals pp
    JOIN seller_profiles s ON s.id = pp.seller_id
    JOIN platforms pl ON pl.id = pp.platform_id
    JOIN category_translations ct ON ct.category_id = pp.category_id AND ct.locale = 'en'`;

function parseId(id: string | null | undefined): number | null {
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) return null;
  return Number(id);
}

/** Lower-case ASCII slug: accents folded, anything else one dash. */
export function slugify(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/['’]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80)
      .replace(/-+$/, "") || "product"
  );
}

const xml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

/** A plain 600×800 cover (the platform band and the title) until an admin uploads art. */
export function proposalCoverSvg(title: string, platform: string): string {
  const words = title.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last != null && (last + " " + w).length <= 18) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w.slice(0, 18));
  }
  const shown = lines.slice(0, 4);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="#2f3b52"/><stop offset="1" stop-color="#11151f"/></linearGradient></defs>` +
    `<rect width="600" height="800" fill="url(#bg)"/><rect width="600" height="72" fill="#0b0e14"/>` +
    `<text x="28" y="47" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="bold" letter-spacing="2" fill="#fff">${xml(platform.toUpperCase())}</text>` +
    `<rect y="560" width="600" height="240" fill="#000" fill-opacity="0.55"/><rect y="560" width="600" height="5" fill="#52c41a"/>` +
    shown
      .map(
        (l, i) =>
          `<text x="32" y="${620 + i * 44}" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" font-weight="bold" fill="#fff">${xml(l)}</text>`,
      )
      .join("") +
    `</svg>`
  );
}

export class ProductProposalsService {
  /** One page of proposals in the caller's scope (a seller's own; admins every one), optionally in one state. */
  async list(ctx: RequestContext, args: ProductProposalsArgs): Promise<ProductProposalListView> {
    const scope = ownerScope(ctx, "proposals:info", "seller");
    const p = new SqlParams();
    const where = [ownedSql(scope, "pp.seller_id", (v) => p.add(v))];
    if (args.state != null) where.push(`pp.state = ${p.add(args.state)}`);
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM product_proposals pp WHERE ${where.join(" AND ")}`, p.values);
    // Waiting ones first, oldest first (the admins' queue); decided ones newest first.
    const rows: ProposalRow[] = await ctx.manager.query(
      `${SELECT} WHERE ${where.join(" AND ")}
        ORDER BY (pp.state = 0) DESC, CASE WHEN pp.state = 0 THEN pp.created_at END ASC, pp.created_at DESC, pp.id DESC
        LIMIT ${p.add(args.take)} OFFSET ${p.add(args.skip)}`,
      p.values,
    );
    return Object.assign(new ProductProposalListView(), { items: rows.map(toView), totalItems: n });
  }

  /**
   * A seller proposes a product. Refused when the catalogue has a product of that name on that
   * platform (ProductAlreadyExistsError: offer it) or the same proposal waits already.
   */
  async propose(ctx: RequestContext, input: ProposeProductInput): Promise<ProductProposalView | ProductAlreadyExistsError | ProposalAlreadyWaitingError> {
    const scope = ownerScope(ctx, "proposals:new", "seller");
    if (scope.kind !== "seller") throw new InvalidInputError("Only a seller shop can propose products");
    const name = input.name.trim();
    const { platformId, categoryId } = await this.placement(ctx, input.platformId, input.categoryId);
    const existing = await this.catalogueProduct(ctx, name, platformId);
    if (existing != null) return new ProductAlreadyExistsError(existing);
    const id = await withTransaction(ctx, async (tx) => {
      // One waiting proposal per name and platform: concurrent proposals of the same product queue on this lock.
      await tx.manager.query(`SELECT pg_advisory_xact_lock(hashtext('proposal:' || lower($1) || ':' || $2))`, [name, platformId]);
      const [waiting] = await tx.manager.query(`SELECT id FROM product_proposals WHERE state = 0 AND lower(name) = lower($1) AND platform_id = $2`, [
        name,
        platformId,
      ]);
      if (waiting) return null;
      const [row] = await tx.manager.query(
        `INSERT INTO product_proposals (seller_id, name, name_it, platform_id, category_id, description, description_it, publisher)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          scope.sellerId,
          name,
          input.nameIt?.trim() || null,
          platformId,
          categoryId,
          input.description?.trim() ?? "",
          input.descriptionIt?.trim() ?? "",
          input.publisher?.trim() || null,
        ],
      );
      return row.id as number;
    });
    if (id == null) return new ProposalAlreadyWaitingError();
    return this.one(ctx, id);
  }

  /**
   * An admin accepts a waiting proposal (optionally correcting its names and placement): the
   * product is created, enabled, with English and Italian texts and unique slugs, and a
   * generated cover; the proposal points at it. The catalogue's triggers refresh the
   * storefront's caches and search.
   */
  async accept(ctx: RequestContext, input: AcceptProductProposalInput): Promise<ProductProposalView | ProposalAlreadyDecidedError | ProductAlreadyExistsError> {
    ownerScope(ctx, "proposals:edit", "seller");
    const id = parseId(input.proposalId);
    if (id == null) throw new NotFoundError("Proposal");
    const outcome = await withTransaction(ctx, async (tx) => {
      const m = tx.manager;
      const [pp] = await m.query(`SELECT * FROM product_proposals WHERE id = $1 FOR UPDATE`, [id]);
      if (!pp) throw new NotFoundError("Proposal");
      if (pp.state !== ProposalState.Waiting) return new ProposalAlreadyDecidedError(pp.state);
      const name = input.name?.trim() || pp.name;
      const nameIt = input.nameIt?.trim() || pp.name_it || name;
      const { platformId, categoryId } = await this.placement(tx, input.platformId ?? String(pp.platform_id), input.categoryId ?? String(pp.category_id));
      // Two admins accepting two proposals of one product at once create it once: the second waits here, then finds it.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('product:' || lower($1) || ':' || $2))`, [name, platformId]);
      const existing = await this.catalogueProduct(tx, name, platformId);
      if (existing != null) return new ProductAlreadyExistsError(existing);
      const [platform] = await m.query(`SELECT name FROM platforms WHERE id = $1`, [platformId]);
      const [product] = await m.query(`INSERT INTO products (category_id, platform_id, publisher, cover_image) VALUES ($1, $2, $3, '{}'::jsonb) RETURNING id`, [
        categoryId,
        platformId,
        pp.publisher,
      ]);
      const productId: number = product.id;
      const cover = { src: `/media/covers/${productId}.svg`, width: 600, height: 800, alt: name };
      await m.query(`INSERT INTO media_assets (key, content_type, body, width, height) VALUES ($1, 'image/svg+xml', convert_to($2, 'UTF8'), 600, 800)`, [
        `covers/${productId}.svg`,
        proposalCoverSvg(name, platform.name),
      ]);
      await m.query(`UPDATE products SET cover_image = $2::jsonb WHERE id = $1`, [productId, JSON.stringify(cover)]);
      for (const [locale, title, description] of [
        ["en", name, pp.description],
        ["it", nameIt, pp.description_it || pp.description],
      ] as const) {
        const slug = await this.freeSlug(tx, locale, slugify(`${title} ${platform.name}`));
        const short = description.split(/(?<=[.!?])\s/)[0]?.slice(0, 300) ?? "";
        await m.query(
          `INSERT INTO product_translations (product_id, locale, name, slug, description, description_short, meta_title, meta_description, alt)
           VALUES ($1, $2, $3, $4, $5, $6, $3, $6, $3)`,
          [productId, locale, title, slug, description, short],
        );
      }
      await m.query(
        `UPDATE product_proposals SET state = 1, product_id = $2, reason = $3, decided_by = $4, decided_at = now(),
                name = $5, name_it = $6, platform_id = $7, category_id = $8 WHERE id = $1`,
        [id, productId, input.note?.trim() || null, ctx.user?.id ?? null, name, nameIt === name ? null : nameIt, platformId, categoryId],
      );
      await recordAudit(tx, {
        action: "proposal.accept",
        targetType: "proposal",
        targetId: id,
        summary: `Accepted proposal "${name}": product ${productId} created`,
        before: {
          state: ProposalState[pp.state],
          name: pp.name,
          nameIt: pp.name_it,
          platformId: String(pp.platform_id),
          categoryId: String(pp.category_id),
          sellerId: String(pp.seller_id),
        },
        after: {
          state: ProposalState[ProposalState.Accepted],
          name,
          nameIt: nameIt === name ? null : nameIt,
          platformId: String(platformId),
          categoryId: String(categoryId),
          sellerId: String(pp.seller_id),
          productId: String(productId),
          note: input.note?.trim() || null,
        },
      });
      return null;
    });
    return outcome ?? this.one(ctx, id);
  }

  /** An admin refuses a waiting proposal with a reason the seller reads. */
  async refuse(ctx: RequestContext, input: RefuseProductProposalInput): Promise<ProductProposalView | ProposalAlreadyDecidedError> {
    ownerScope(ctx, "proposals:edit", "seller");
    const id = parseId(input.proposalId);
    if (id == null) throw new NotFoundError("Proposal");
    const rows = await withTransaction(ctx, async (tx) => {
      const refused = returnedRows<{ id: number; name: string; seller_id: number }>(
        await tx.manager.query(
          `UPDATE product_proposals SET state = 2, reason = $2, decided_by = $3, decided_at = now() WHERE id = $1 AND state = 0 RETURNING id, name, seller_id`,
          [id, input.reason.trim(), ctx.user?.id ?? null],
        ),
      );
      for (const r of refused) {
        await recordAudit(tx, {
          action: "proposal.refuse",
          targetType: "proposal",
          targetId: r.id,
          summary: `Refused proposal "${r.name}": ${input.reason.trim()}`,
          before: { state: ProposalState[ProposalState.Waiting], name: r.name, sellerId: String(r.seller_id) },
          after: { state: ProposalState[ProposalState.Refused], name: r.name, sellerId: String(r.seller_id), reason: input.reason.trim() },
        });
      }
      return refused;
    });
    if (!rows.length) {
      const [pp] = await ctx.manager.query(`SELECT state FROM product_proposals WHERE id = $1`, [id]);
      if (!pp) throw new NotFoundError("Proposal");
      return new ProposalAlreadyDecidedError(pp.state);
    }
    return this.one(ctx, id);
  }

  private async one(ctx: RequestContext, id: number): Promise<ProductProposalView> {
    const [row] = await ctx.manager.query(`${SELECT} WHERE pp.id = $1`, [id]);
    if (!row) throw new NotFoundError("Proposal");
    return toView(row);
  }

  /** The platform and category ids, checked to exist (and the category enabled). */
  private async placement(ctx: RequestContext, platform: string, category: string): Promise<{ platformId: number; categoryId: number }> {
    const platformId = parseId(platform);
    const categoryId = parseId(category);
    const [pl] = platformId == null ? [] : await ctx.manager.query(`SELECT id FROM platforms WHERE id = $1`, [platformId]);
    if (!pl) throw new InvalidInputError("platformId must be a platform id (see platforms)");
    const [c] = categoryId == null ? [] : await ctx.manager.query(`SELECT id FROM categories WHERE id = $1 AND enabled`, [categoryId]);
    if (!c) throw new InvalidInputError("categoryId must be a category id (see categories)");
    return { platformId: platformId!, categoryId: categoryId! };
  }

  /** A catalogue product with this name (either language, any case) on this platform. */
  private async catalogueProduct(ctx: RequestContext, name: string, platformId: number): Promise<number | null> {
    const [row] = await ctx.manager.query(
      `SELECT p.id FROM products p JOIN product_translations t ON t.product_id = p.id
        WHERE p.platform_id = $2 AND lower(t.name) = lower($1) ORDER BY p.id LIMIT 1`,
      [name, platformId],
    );
    return row ? row.id : null;
  }

  /** `base`, or `base-2`, `base-3` … : the first slug no product of the language has. */
  private async freeSlug(ctx: RequestContext, locale: string, base: string): Promise<string> {
    const taken = new Set<string>(
      (
        await ctx.manager.query(`SELECT slug FROM product_translations WHERE locale = $1 AND (slug = $2 OR slug LIKE $3)`, [
          locale,
          base,
          `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`,
        ])
      ).map((r: { slug: string }) => r.slug),
    );
    if (!taken.has(base)) return base;
    for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
  }
}
