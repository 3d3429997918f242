/**
 * The search synonyms over GraphQL (the rules and SQL are in ./search.ts): a single word
 * shoppers type ("gta") and the words it stands for ("grand theft auto"). `searchSynonyms`,
 * `setSearchSynonym(input)`, `removeSearchSynonym(term)`; permission `products:edit` (reading:
 * `products:info`). A change counts from the next search.
 */
import { Arg, Authorized, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { z } from "zod";
import { argRule, Rule } from "../../core/validation/index.js";
import type { RequestContext } from "../../graphql/context.js";
import { withTransaction } from "../../db/transaction.js";
import { recordAudit } from "../audit/audit.js";
import { listSynonyms, removeSynonym, searchWords, setSynonym } from "./search.js";

export const synonymRules = {
  term: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[\p{L}\p{N}]{1,40}$/u, "term must be one word of letters and digits (at most 40)"),
  expansion: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine((s) => searchWords(s).length > 0, "expansion must contain words"),
};

@ObjectType("SearchSynonym", { description: "A word shoppers type and what it stands for in product names." })
export class SearchSynonymView {
  @Field(() => String, { description: 'The word as typed, lower case ("gta").' })
  term: string;
  @Field(() => String, { description: 'What it stands for ("grand theft auto"), its words searched like typed ones.' })
  expansion: string;
  @Field(() => Date, { description: "When it was added or last changed." })
  createdAt: Date;
}

@InputType({ description: "Adds a search synonym, or changes the expansion of an existing term." })
export class SetSearchSynonymInput {
  @Field(() => String, { description: "One word, letters and digits (stored lower case)." })
  @Rule(synonymRules.term)
  term: string;
  @Field(() => String, { description: "The words it stands for (1–200 characters)." })
  @Rule(synonymRules.expansion)
  expansion: string;
}

@Resolver()
export class SearchSynonymsResolver {
  @Authorized("products:info")
  @Query(() => [SearchSynonymView], { description: "The search synonyms, by term. Admins." })
  searchSynonyms(@Ctx() ctx: RequestContext): Promise<SearchSynonymView[]> {
    return listSynonyms(ctx);
  }

  @Authorized("products:edit")
  @Mutation(() => SearchSynonymView, { description: "Adds a search synonym or changes an existing one's expansion. Admins." })
  setSearchSynonym(
    @Arg("input", () => SetSearchSynonymInput, { description: "Term and expansion." }) input: SetSearchSynonymInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SearchSynonymView> {
    // The rules also normalise (trimmed, lower case): their output is what is stored.
    const term = synonymRules.term.parse(input.term);
    const expansion = synonymRules.expansion.parse(input.expansion);
    return withTransaction(ctx, async (tx) => {
      const [old]: { expansion: string }[] = await tx.manager.query(`SELECT expansion FROM search_synonyms WHERE term = $1 FOR UPDATE`, [term]);
      const saved = await setSynonym(tx, term, expansion);
      await recordAudit(tx, {
        action: old ? "search_synonym.update" : "search_synonym.create",
        targetType: "search_synonym",
        targetId: term,
        summary: `Search synonym "${term}" → "${expansion}"`,
        before: old ? { term, expansion: old.expansion } : null,
        after: { term, expansion },
      });
      return saved;
    });
  }

  @Authorized("products:edit")
  @Mutation(() => Boolean, { description: "Removes a search synonym; false when there was none. Admins." })
  removeSearchSynonym(
    @Arg("term", () => String, { description: "The term.", validateFn: argRule("term", synonymRules.term) }) term: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    const word = synonymRules.term.parse(term);
    return withTransaction(ctx, async (tx) => {
      const [old]: { expansion: string }[] = await tx.manager.query(`SELECT expansion FROM search_synonyms WHERE term = $1 FOR UPDATE`, [word]);
      const removed = await removeSynonym(tx, word);
      if (removed && old) {
        await recordAudit(tx, {
          action: "search_synonym.delete",
          targetType: "search_synonym",
          targetId: word,
          summary: `Search synonym "${word}" removed`,
          before: { term: word, expansion: old.expansion },
          after: null,
        });
      }
      return removed;
    });
  }
}
