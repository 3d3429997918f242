/**
 * GraphQL shapes of the contact form and of the company behind the shop: the form's input
 * (its limits written once as zod rules), the topics, the result union, and the company
 * details the contact and legal pages show.
 */
import { Field, InputType, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { DEFAULT_LOCALE, Locale } from "../../common/enums.js";
import { resultUnion, TooManyRequestsError } from "../../core/errors/index.js";
import { Rule, rules } from "../../core/validation/index.js";
import { CaptchaCheckFailedError } from "../accounts/accounts.errors.js";

export enum ContactTopic {
  order = "order",
  payment = "payment",
  selling = "selling",
  privacy = "privacy",
  other = "other",
}

registerEnumType(ContactTopic, {
  name: "ContactTopic",
  description: "What a contact form message is about (it decides who at support reads it first).",
  valuesConfig: {
    order: { description: "A problem with an order or a key." },
    payment: { description: "A payment, a charge or a refund." },
    selling: { description: "Selling on KeyMarket." },
    privacy: { description: "A privacy request (GDPR: access, erasure, portability, objection)." },
    other: { description: "Anything else." },
  },
});

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** The limits of the contact form (the storefront's form checks the same ones first). */
export const contactRules = {
  // A name goes into the subject of the mail to support: one line.
  name: rules.personName.refine((s) => !/\p{Cc}/u.test(s), "must not contain line breaks or control characters"),
  email: rules.email,
  orderNumber: z
    .string()
    .trim()
    .max(40)
    .regex(/^#?[A-Za-z0-9-]*$/, "may hold letters, digits and dashes only"),
  message: z.string().trim().min(CONTACT_MESSAGE_MIN).max(CONTACT_MESSAGE_MAX),
  tokenRecaptcha: z.string().max(4000),
};

@InputType({ description: "A message for the shop's support (the contact page's form)." })
export class ContactMessageInput {
  @Field(() => String, { description: "The sender's name, up to 100 characters." })
  @Rule(contactRules.name)
  name: string;
  @Field(() => String, { description: "Where the answer goes: Reply-To of the mail to support, and recipient of the acknowledgement." })
  @Rule(contactRules.email)
  email: string;
  @Field(() => ContactTopic, { description: "What the message is about." })
  topic: ContactTopic;
  @Field(() => String, { nullable: true, description: "The order the message is about (KM-000123), when there is one." })
  @Rule(contactRules.orderNumber)
  orderNumber?: string | null;
  @Field(() => String, { description: `The message, ${CONTACT_MESSAGE_MIN} to ${CONTACT_MESSAGE_MAX} characters.` })
  @Rule(contactRules.message)
  message: string;
  @Field(() => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of the acknowledgement mail." })
  locale: Locale;
  @Field(() => String, { nullable: true, description: "reCAPTCHA token; checked when the shop has a reCAPTCHA secret." })
  @Rule(contactRules.tokenRecaptcha)
  tokenRecaptcha?: string | null;
}

@ObjectType("ContactMessageSent", { description: "The message was sent to support and an acknowledgement to the sender." })
export class ContactMessageSent {
  @Field(() => String, { description: "Reference of the request (in both mails), to quote in later messages." })
  reference: string;
  @Field(() => String, { description: "The address the acknowledgement went to (and answers will)." })
  email: string;
}

export const SendContactMessageResult = resultUnion("SendContactMessageResult", "Contact form outcome.", ContactMessageSent, [
  CaptchaCheckFailedError,
  TooManyRequestsError,
]);

@ObjectType("Company", { description: "The company that runs the shop (the seller of record of the platform's services), from the server's configuration." })
export class CompanyView {
  @Field(() => String, { description: "Legal name." })
  name: string;
  @Field(() => String, { description: "Registered office, one line." })
  address: string;
  @Field(() => String, { description: "VAT number with its country prefix." })
  vatId: string;
  @Field(() => String, { description: "Customer support's email address." })
  supportEmail: string;
  @Field(() => String, { description: 'Support hours, Italian time, in schema.org openingHours form ("Mo-Fr 09:00-18:00").' })
  supportHours: string;
}
