/**
 * The contact form over GraphQL, and the company behind the shop as part of the public
 * state (the footer, the contact and legal pages read it with the layout). Thin: unpack,
 * call one service method.
 */
import { Arg, Ctx, FieldResolver, Mutation, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { PublicStateView } from "../catalog/catalog.types.js";
import { CompanyView, ContactMessageInput, SendContactMessageResult } from "./contact.types.js";

@Resolver(() => PublicStateView)
export class ContactResolver {
  @FieldResolver(() => CompanyView, { description: "The company that runs the shop: name, address, VAT number, support address and hours." })
  company(@Ctx() ctx: RequestContext): CompanyView {
    return ctx.services.contact.company();
  }

  @Mutation(() => SendContactMessageResult, {
    description:
      "Sends a message to the shop's support (Reply-To: the sender) and an acknowledgement to the sender. Rate limited per IP, address and account; reCAPTCHA when configured. Public.",
  })
  sendContactMessage(@Arg("input", () => ContactMessageInput, { description: "The contact form." }) input: ContactMessageInput, @Ctx() ctx: RequestContext) {
    return ctx.services.contact.send(ctx, input);
  }
}
