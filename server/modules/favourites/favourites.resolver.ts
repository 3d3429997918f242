/** GraphQL of favourites (spec names: favorites, addFavorite, removeFavorite). Thin: one service call each. */
import { Arg, Authorized, Ctx, Field, FieldResolver, ID, InputType, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import { CurrencyCode, DEFAULT_CURRENCY, DEFAULT_LOCALE, Locale } from "../../common/enums.js";
import { money } from "../../common/money.js";
import { Rule } from "../../core/validation/index.js";
import type { RequestContext } from "../../graphql/context.js";
import { cartRules } from "../cart/cart.types.js";
import { MoneyView, ProductView } from "../catalog/catalog.types.js";
import type { Favourite } from "./favourite.entity.js";

@ObjectType("Favorite", { description: "A product the user keeps an eye on (spec Favourite: productId, date, userId)." })
export class FavouriteView {
  @Field(() => ID, { description: "Product id." })
  productId: number;
  @Field(() => ID, { description: "The user." })
  userId: string;
  @Field(() => Boolean, { description: "Mail me when its price drops below `referencePrice`." })
  priceAlert: boolean;
}

@InputType({ description: "Add a product to your favourites (again: only the alert switch changes)." })
export class AddFavoriteInput {
  @Field(() => ID, { description: "Product id." })
  @Rule(cartRules.productId)
  productId: string;
  @Field(() => Boolean, { nullable: true, description: "Mail me on a price drop (default off)." })
  priceAlert?: boolean | null;
  @Field(() => CurrencyCode, { defaultValue: DEFAULT_CURRENCY, description: "Currency whose best price is the reference for the alert." })
  currency: CurrencyCode;
}

@InputType({ description: "Remove a product from your favourites." })
export class RemoveFavoriteInput {
  @Field(() => ID, { description: "Product id." })
  @Rule(cartRules.productId)
  productId: string;
}

@Resolver(() => FavouriteView)
export class FavouritesResolver {
  @Authorized("favourites:info")
  @Query(() => [FavouriteView], { description: "Your favourites, newest first. Users." })
  favorites(@Ctx() ctx: RequestContext): Promise<Favourite[]> {
    return ctx.services.favourites.list(ctx);
  }

  @Authorized("favourites:add")
  @Mutation(() => FavouriteView, { description: "Adds a product to your favourites (idempotent). Users." })
  addFavorite(
    @Arg("input", () => AddFavoriteInput, { description: "Product and alert." }) input: AddFavoriteInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Favourite> {
    return ctx.services.favourites.add(ctx, Number(input.productId), { priceAlert: input.priceAlert, currency: input.currency });
  }

  @Authorized("favourites:delete")
  @Mutation(() => Boolean, { description: "Removes a product from your favourites; false when it was not there. Users." })
  removeFavorite(
    @Arg("input", () => RemoveFavoriteInput, { description: "The product." }) input: RemoveFavoriteInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    return ctx.services.favourites.remove(ctx, Number(input.productId));
  }

  @FieldResolver(() => Date, { description: "When it was favourited (spec `date`)." })
  date(@Root() f: Favourite): Date {
    return f.createdAt;
  }

  @FieldResolver(() => MoneyView, { nullable: true, description: "The best price when it was favourited (the alert's reference)." })
  referencePrice(@Root() f: Favourite) {
    return f.referencePrice == null ? null : money(f.referencePrice, f.referenceCurrency);
  }

  @FieldResolver(() => ProductView, { nullable: true, description: "The product." })
  product(
    @Root() f: Favourite,
    @Ctx() ctx: RequestContext,
    @Arg("locale", () => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of the product's texts." }) locale: Locale,
  ) {
    return ctx.loaders.productById(locale).load(f.productId);
  }
}
