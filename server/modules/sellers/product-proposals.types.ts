import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { Rule, rules } from "../../core/validation/index.js";
import { ErrorCode, ErrorResult, resultUnion } from "../../core/errors/index.js";
import { ProposalState } from "./product-proposal.entity.js";

registerEnumType(ProposalState, {
  name: "ProposalState",
  description: "Where a product proposal stands: Waiting 0 (for an admin), Accepted 1 (in the catalogue), Refused 2.",
});

export const MAX_PROPOSALS_TAKE = 100;

@ObjectType("ProductProposal", { description: "A product a seller asked the admins to add to the catalogue." })
export class ProductProposalView {
  @Field(() => ID, { description: "Proposal id." })
  id: string;
  @Field(() => ID, { description: "The proposing seller." })
  sellerId: string;
  @Field(() => String, { description: "The proposing shop's name." })
  sellerName: string;
  @Field(() => String, { description: "Name in English." })
  name: string;
  @Field(() => String, { nullable: true, description: "Name in Italian, when it differs." })
  nameIt: string | null;
  @Field(() => ID, { description: "Platform." })
  platformId: string;
  @Field(() => String, { description: "Platform name." })
  platformName: string;
  @Field(() => ID, { description: "Category." })
  categoryId: string;
  @Field(() => String, { description: "Category name in English." })
  categoryName: string;
  @Field(() => String, { description: "Description in English (may be empty)." })
  description: string;
  @Field(() => String, { description: "Description in Italian (may be empty)." })
  descriptionIt: string;
  @Field(() => String, { nullable: true, description: "Publisher." })
  publisher: string | null;
  @Field(() => ProposalState, { description: "Waiting, Accepted or Refused." })
  state: ProposalState;
  @Field(() => String, { nullable: true, description: "The admin's reason (refused) or note (accepted)." })
  reason: string | null;
  @Field(() => ID, { nullable: true, description: "The catalogue product created on acceptance: offer it with createOffer." })
  productId: string | null;
  @Field(() => Date, { description: "When it was proposed." })
  createdAt: Date;
  @Field(() => Date, { nullable: true, description: "When an admin decided." })
  decidedAt: Date | null;
}

@ObjectType("ProductProposalList", { description: "A page of product proposals." })
export class ProductProposalListView {
  @Field(() => [ProductProposalView], { description: "The proposals of the page: waiting ones oldest first, others newest first." })
  items: ProductProposalView[];
  @Field(() => Int, { description: "Proposals matching, over all pages." })
  totalItems: number;
}

@ArgsType()
export class ProductProposalsArgs {
  @Field(() => ProposalState, { nullable: true, description: "Only proposals in this state." })
  state?: ProposalState | null;
  @Field(() => Int, { defaultValue: 0, description: "Proposals to skip." })
  @Rule(rules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 20, description: `Proposals to return, 1–${MAX_PROPOSALS_TAKE}.` })
  @Rule(z.number().int().min(1).max(MAX_PROPOSALS_TAKE))
  take: number;
}

const proposalRules = {
  name: z.string().trim().min(2).max(200),
  description: z.string().trim().max(5000),
  publisher: z.string().trim().max(200),
  reason: z.string().trim().min(3).max(1000),
  note: z.string().trim().max(1000),
};

@InputType({ description: "A product to add to the catalogue: at least its name, platform and category." })
export class ProposeProductInput {
  @Field(() => String, { description: 'Name in English, as the storefront should show it (e.g. "Elden Ring (PS5)").' })
  @Rule(proposalRules.name)
  name: string;
  @Field(() => String, { nullable: true, description: "Name in Italian, when it differs." })
  @Rule(proposalRules.name)
  nameIt?: string | null;
  @Field(() => ID, { description: "Platform (see platforms)." })
  platformId: string;
  @Field(() => ID, { description: "Category (see categories)." })
  categoryId: string;
  @Field(() => String, { nullable: true, description: "Description in English." })
  @Rule(proposalRules.description)
  description?: string | null;
  @Field(() => String, { nullable: true, description: "Description in Italian." })
  @Rule(proposalRules.description)
  descriptionIt?: string | null;
  @Field(() => String, { nullable: true, description: "Publisher." })
  @Rule(proposalRules.publisher)
  publisher?: string | null;
}

@InputType({ description: "An admin accepts a proposal: the product enters the catalogue (names and placement may be corrected)." })
export class AcceptProductProposalInput {
  @Field(() => ID, { description: "The proposal." })
  proposalId: string;
  @Field(() => String, { nullable: true, description: "Corrected English name." })
  @Rule(proposalRules.name)
  name?: string | null;
  @Field(() => String, { nullable: true, description: "Corrected Italian name." })
  @Rule(proposalRules.name)
  nameIt?: string | null;
  @Field(() => ID, { nullable: true, description: "Corrected category." })
  categoryId?: string | null;
  @Field(() => ID, { nullable: true, description: "Corrected platform." })
  platformId?: string | null;
  @Field(() => String, { nullable: true, description: "A note the seller reads." })
  @Rule(proposalRules.note)
  note?: string | null;
}

@InputType({ description: "An admin refuses a proposal, saying why." })
export class RefuseProductProposalInput {
  @Field(() => ID, { description: "The proposal." })
  proposalId: string;
  @Field(() => String, { description: "Why (the seller reads it), 3–1000 characters." })
  @Rule(proposalRules.reason)
  reason: string;
}

@ObjectType("ProductAlreadyExistsError", { implements: ErrorResult, description: "The catalogue already has this product (same name and platform)." })
export class ProductAlreadyExistsError extends ErrorResult {
  @Field(() => ID, { description: "The catalogue product: offer it." })
  readonly productId: string;
  constructor(productId: number) {
    super(ErrorCode.PRODUCT_ALREADY_EXISTS);
    this.productId = String(productId);
  }
}

@ObjectType("ProposalAlreadyWaitingError", {
  implements: ErrorResult,
  description: "The same product (name and platform) is already proposed and waits for review.",
})
export class ProposalAlreadyWaitingError extends ErrorResult {
  constructor() {
    super(ErrorCode.PROPOSAL_ALREADY_WAITING);
  }
}

@ObjectType("ProposalAlreadyDecidedError", { implements: ErrorResult, description: "The proposal was already accepted or refused." })
export class ProposalAlreadyDecidedError extends ErrorResult {
  @Field(() => ProposalState, { description: "Its state." })
  readonly state: ProposalState;
  constructor(state: ProposalState) {
    super(ErrorCode.PROPOSAL_ALREADY_DECIDED);
    this.state = state;
  }
}

export const ProposeProductResult = resultUnion("ProposeProductResult", "Proposing a product: the proposal, or why not.", ProductProposalView, [
  ProductAlreadyExistsError,
  ProposalAlreadyWaitingError,
]);

export const DecideProductProposalResult = resultUnion(
  "DecideProductProposalResult",
  "Accepting or refusing a proposal: the proposal as decided, or why not.",
  ProductProposalView,
  [ProposalAlreadyDecidedError, ProductAlreadyExistsError],
);
