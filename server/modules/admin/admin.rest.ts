/**
 * Spec §7 admin user calls: /api/admin/users/{info,info-full,edit,send-verify} and
 * /api/{role}/users/getByPagination (the `{role}` segment is the caller's own staff role: `admin`
 * or `support`). Reading needs `users:info` (admins, support), blocking `users:edit` (admins),
 * the verification mail `mails:new` (admins, support).
 */
import { Router } from "express";
import { z } from "zod";
import { endpoint, sendError } from "../../rest/rest.js";
import { isErrorResult, NotFoundError } from "../../core/errors/index.js";
import { Locale } from "../../common/enums.js";
import { requireOwnStaffSegment, requirePermission } from "../../core/auth/index.js";
import { adminRules, MAX_USERS_TAKE } from "./admin.types.js";
import { rules } from "../../core/validation/index.js";

const userId = z.object({ userId: adminRules.userId });

export function adminRoutes(): Router {
  const r = Router();

  r.post(
    "/admin/users/info",
    requirePermission("users:info"),
    endpoint(userId, async (ctx, input) => (await ctx.services.admin.info(ctx, input.userId)) ?? Promise.reject(new NotFoundError("User"))),
  );

  r.post(
    "/admin/users/info-full",
    requirePermission("users:info"),
    endpoint(userId, async (ctx, input) => (await ctx.services.admin.infoFull(ctx, input.userId)) ?? Promise.reject(new NotFoundError("User"))),
  );

  r.post(
    "/admin/users/edit",
    requirePermission("users:edit"),
    endpoint(userId.extend({ blocked: z.boolean({ error: () => "blocked must be true or false" }) }), (ctx, input) =>
      ctx.services.admin.setBlocked(ctx, input.userId, input.blocked),
    ),
  );

  r.post(
    "/admin/users/send-verify",
    requirePermission("users:info", "mails:new"),
    endpoint(
      z.object({
        email: rules.emailTyped,
        name: rules.personName.optional(),
        locale: z.enum(Locale, { error: () => "locale must be one of: en, it" }).optional(),
      }),
      async (ctx, input, _req, res) => {
        const out = await ctx.services.admin.resendVerification(ctx, { email: input.email }, input.locale);
        if (isErrorResult(out)) return sendError(res, out);
        return { result: "SUCCESS", sent: true };
      },
    ),
  );

  r.post(
    "/:role/users/getByPagination",
    requirePermission("users:info"),
    requireOwnStaffSegment,
    endpoint(
      z.object({
        page: z.coerce.number().int().min(1, "page starts at 1").default(1),
        paginationLimit: z.coerce.number().int().min(1).max(MAX_USERS_TAKE, `paginationLimit may be at most ${MAX_USERS_TAKE}`).default(20),
        id: adminRules.userId.nullish(),
        mainSearch: adminRules.search.nullish(),
      }),
      async (ctx, input) => {
        const list = await ctx.services.admin.users(ctx, {
          skip: (input.page - 1) * input.paginationLimit,
          take: input.paginationLimit,
          id: input.id || null,
          search: input.mainSearch || null,
        });
        return {
          items: list.items,
          totalItems: list.totalItems,
          page: input.page,
          paginationLimit: input.paginationLimit,
          totalPages: Math.ceil(list.totalItems / input.paginationLimit),
        };
      },
    ),
  );

  return r;
}
