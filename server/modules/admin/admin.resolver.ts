import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { listCost, takeOf } from "../../graphql/complexity.js";
import { resultUnion } from "../../core/errors/index.js";
import { EmailAlreadyVerifiedError } from "../accounts/accounts.errors.js";
import {
  adminRules,
  BlockUserInput,
  ResendVerificationInput,
  SetUserRoleInput,
  ResendVerificationSuccess,
  UserInfoFullView,
  UserInfoView,
  UserListView,
  UsersArgs,
} from "./admin.types.js";
import { argRule } from "../../core/validation/index.js";

export const ResendVerificationResult = resultUnion(
  "ResendVerificationResult",
  "Outcome of resending a verification mail (EMAIL_ALREADY_VERIFIED when there is nothing to verify).",
  ResendVerificationSuccess,
  [EmailAlreadyVerifiedError],
);

@Resolver()
export class AdminResolver {
  @Authorized("users:info")
  @Query(() => UserListView, { description: "Users, newest first, with search over email, name and surname. Admins.", complexity: listCost(takeOf) })
  users(@Args(() => UsersArgs) args: UsersArgs, @Ctx() ctx: RequestContext): Promise<UserListView> {
    return ctx.services.admin.users(ctx, args);
  }

  @Authorized("users:info")
  @Query(() => UserInfoFullView, { nullable: true, description: "Everything about one user; null when unknown. Admins." })
  user(
    @Arg("id", () => ID, { description: "User id.", validateFn: argRule("id", adminRules.userId) }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<UserInfoFullView | null> {
    return ctx.services.admin.infoFull(ctx, id);
  }

  @Authorized("users:edit")
  @Mutation(() => UserInfoView, { description: "Blocks (sessions end at once, login refused) or unblocks a user. Admins." })
  blockUser(@Arg("input", () => BlockUserInput, { description: "User and flag." }) input: BlockUserInput, @Ctx() ctx: RequestContext): Promise<UserInfoView> {
    return ctx.services.admin.setBlocked(ctx, input.userId, input.blocked);
  }

  @Authorized("users:edit")
  @Mutation(() => UserInfoView, {
    description:
      "Changes a user's role between user, support and admin (sellers come from seller registration: a seller's role, and the seller role, are refused with ILLEGAL_OPERATION / BAD_USER_INPUT); your own role cannot be changed. Audited. Admins.",
  })
  setUserRole(
    @Arg("input", () => SetUserRoleInput, { description: "User and role." }) input: SetUserRoleInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UserInfoView> {
    return ctx.services.admin.setRole(ctx, input.userId, input.role);
  }

  @Authorized("users:info", "mails:new")
  @Mutation(() => ResendVerificationResult, { description: "Mails a new verification link to an unverified user. Admins and support." })
  resendVerification(@Arg("input", () => ResendVerificationInput, { description: "The user." }) input: ResendVerificationInput, @Ctx() ctx: RequestContext) {
    return ctx.services.admin.resendVerification(ctx, { userId: input.userId });
  }
}
