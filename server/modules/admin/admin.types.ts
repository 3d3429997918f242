import { ArgsType, Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { z } from "zod";
import { Rule, rules } from "../../core/validation/index.js";
import { Locale, LoginMethod, Role } from "../../common/enums.js";
import { SellerProfileView } from "../sellers/sellers.types.js";

export const MAX_USERS_TAKE = 100;

/** The limits of the admin user calls, for the GraphQL args and inputs below and the REST payloads (admin.rest.ts). */
export const adminRules = {
  skip: rules.skip,
  take: z.number().int().min(1).max(MAX_USERS_TAKE),
  search: z.string().max(200),
  /** A user id; anything that is not one of ours answers "User not found", like an unknown one. */
  userId: z.string().min(1).max(100),
};

@ObjectType("UserInfo", { description: "A user as the admin list shows it (spec §7 /api/admin/users/info)." })
export class UserInfoView {
  @Field(() => ID, { description: "User id." })
  id: string;
  @Field(() => String, { description: "Email address." })
  email: string;
  @Field(() => String, { description: "First name." })
  name: string;
  @Field(() => String, { description: "Surname." })
  surname: string;
  @Field(() => Role, { description: "Role." })
  role: Role;
  @Field(() => Boolean, { description: "Blocked: cannot sign in, sessions ended." })
  blocked: boolean;
  @Field(() => Boolean, { description: "Email verified." })
  verified: boolean;
  @Field(() => Date, { description: "When the account was created." })
  createdAt: Date;
}

@ObjectType("UserInfoFull", { description: "Everything an admin may see of a user (spec §7 /api/admin/users/info-full)." })
export class UserInfoFullView extends UserInfoView {
  @Field(() => Locale, { description: "Preferred language." })
  locale: Locale;
  @Field(() => LoginMethod, { description: "Last sign-in method." })
  loginMethod: LoginMethod;
  @Field(() => Boolean, { description: "Agreed to marketing mail." })
  marketingConsent: boolean;
  @Field(() => String, { nullable: true, description: "Customer id at the payment provider." })
  customerId: string | null;
  @Field(() => String, { nullable: true, description: "Referrer recorded at sign-up." })
  referrer: string | null;
  @Field(() => Boolean, { description: "A Google account is linked." })
  googleLinked: boolean;
  @Field(() => Date, { nullable: true, description: "Last successful sign-in." })
  lastLoginAt: Date | null;
  @Field(() => Int, { description: "Number of successful sign-ins." })
  loginCount: number;
  @Field(() => SellerProfileView, { nullable: true, description: "The seller profile, for sellers." })
  seller: SellerProfileView | null;
}

@ObjectType("UserList", { description: "A page of users." })
export class UserListView {
  @Field(() => [UserInfoView], { description: "The users of the page, newest first." })
  items: UserInfoView[];
  @Field(() => Int, { description: "Users matching the filters, over all pages." })
  totalItems: number;
}

@ArgsType()
export class UsersArgs {
  @Field(() => Int, { defaultValue: 0, description: "Users to skip." })
  @Rule(adminRules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 20, description: `Users to return, 1–${MAX_USERS_TAKE}.` })
  @Rule(adminRules.take)
  take: number;
  @Field(() => String, { nullable: true, description: "Case-insensitive text matched anywhere in email, name and surname." })
  @Rule(adminRules.search)
  search?: string | null;
  @Field(() => ID, { nullable: true, description: "Only this user id." })
  id?: string | null;
}

@InputType({ description: "Block or unblock a user." })
export class BlockUserInput {
  @Field(() => ID, { description: "The user." })
  @Rule(adminRules.userId)
  userId: string;
  @Field(() => Boolean, { defaultValue: true, description: "true blocks (sessions end at once, login refused), false unblocks." })
  blocked: boolean;
}

/** The roles an admin may give (sellers come from seller registration). */
export const ASSIGNABLE_ROLES = [Role.user, Role.support, Role.admin] as const;

@InputType({ description: "Change a user's role." })
export class SetUserRoleInput {
  @Field(() => ID, { description: "The user." })
  @Rule(adminRules.userId)
  userId: string;
  @Field(() => Role, { description: "The new role: user, support or admin (not seller, not guest)." })
  role: Role;
}

@InputType({ description: "Resend the verification mail of a user." })
export class ResendVerificationInput {
  @Field(() => ID, { description: "The user." })
  @Rule(adminRules.userId)
  userId: string;
}

@ObjectType("ResendVerificationSuccess", { description: "A new verification mail was queued." })
export class ResendVerificationSuccess {
  @Field(() => Boolean, { description: "Always true." })
  sent: boolean;
}
