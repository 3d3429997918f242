/** GraphQL of coupons for admins. Thin: one service call each. */
import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { listCost, takeOf } from "../../graphql/complexity.js";
import { CouponInput, CouponListView, CouponsArgs, CouponView, UpdateCouponInput } from "./coupons.types.js";

@Resolver()
export class CouponsResolver {
  @Authorized("coupons:info")
  @Query(() => CouponListView, {
    description:
      "Coupons, newest first, with their state and use so far (orders, customers, discount given); search by code or description, filter by state. Admins and support (read only).",
    complexity: listCost(takeOf),
  })
  coupons(@Args(() => CouponsArgs) args: CouponsArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.couponsAdmin.list(ctx, args);
  }

  @Authorized("coupons:add")
  @Mutation(() => CouponView, { description: "Creates a coupon (code and kind required; percentOff or amounts). Admins." })
  createCoupon(@Arg("input", () => CouponInput, { description: "The coupon." }) input: CouponInput, @Ctx() ctx: RequestContext) {
    return ctx.services.couponsAdmin.create(ctx, input);
  }

  @Authorized("coupons:edit")
  @Mutation(() => CouponView, { description: "Changes a coupon (only the fields given); `enabled: false` switches it off. Admins." })
  updateCoupon(@Arg("input", () => UpdateCouponInput, { description: "The coupon and its changes." }) input: UpdateCouponInput, @Ctx() ctx: RequestContext) {
    return ctx.services.couponsAdmin.update(ctx, Number(input.id), input);
  }
}
