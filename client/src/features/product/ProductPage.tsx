/**
 * The product page: cover and screenshots, facts, the best price with add-to-cart and
 * buy-now, every seller's offer, descriptions, requirements, instructions, the platform's
 * activation guide, similar products; head with meta fields, canonical, alternates and
 * the Product and BreadcrumbList structured data.
 */
import { Badge, Box, Button, chakra, Container, Flex, Grid, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Fragment, Suspense } from "react";
import { data as response, redirect, useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import type { ProductPageQuery as ProductPageData } from "../../gql/graphql";
import { useAppEnv } from "../../app/env";
import { loaderEnv } from "../../app/route-context";
import { Breadcrumbs } from "../../components/Breadcrumbs";
import { Seo } from "../../components/head";
import { BoltIcon, KeyIcon, ShieldIcon } from "../../components/icons";
import { AppLink } from "../../components/links";
import { Price } from "../../components/Price";
import { imageSources, imageUrl, ResponsiveImage } from "../../components/ResponsiveImage";
import { TagBadge } from "../../components/TagBadge";
import { T, useT, type MessageId } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { localeOfPath } from "../../lib/locale";
import { discountPercent, priceIn } from "../../lib/money";
import { absoluteUrl, alternates, breadcrumbJsonLd, productJsonLd } from "../../lib/seo";
import { ProductRail } from "../catalog/ProductRail";
import { useCartActions } from "../cart/cart-actions";
import { bestOffer, OffersTable } from "./OffersTable";
import { ProductGallery } from "./ProductGallery";
import { ProductPageQuery, SimilarProductsQuery } from "./product.graphql";

type Product = NonNullable<ProductPageData["product"]>;

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export async function loader(args: LoaderFunctionArgs): Promise<null> {
  const { env, url, locale } = loaderEnv(args);
  const slug = (args.params.slug ?? "").toLowerCase();
  const { data } = await env.client.query({ query: ProductPageQuery, variables: { slug, locale } });
  const product = data?.product;
  if (!product) throw response(null, { status: 404 });
  // A product asked for under another category path moves to its own URL for good.
  if (safeDecode(url.pathname) !== product.url) throw redirect(`${product.url}${url.search}`, 301);
  await env.client.query({ query: SimilarProductsQuery, variables: { productId: product.id, locale } });
  return null;
}

const REGION_LABELS: Record<Product["region"], MessageId> = {
  GLOBAL: "region.GLOBAL",
  EUROPE: "region.EUROPE",
  ITALY: "region.ITALY",
  NORTH_AMERICA: "region.NORTH_AMERICA",
  UNITED_KINGDOM: "region.UNITED_KINGDOM",
};

/** One line of the product's facts (plain elements: styles/storefront.css, `.km-facts`). */
function Fact({ label, children }: { label: MessageId; children: React.ReactNode }) {
  return (
    <>
      <dt>
        <T id={label} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: React.ReactNode; children: React.ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`${id}-title`} id={id}>
      <Heading as="h2" id={`${id}-title`} size={{ base: "lg", md: "xl" }} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** "Minimum:" lines become subheadings, "OS: Windows 10" lines term/definition pairs. */
function Requirements({ text }: { text: string }) {
  const groups: { title: string | null; rows: [string, string][]; lines: string[] }[] = [];
  for (const line of text.split("\n").map((l) => l.trim()).filter(Boolean)) {
    if (/:$/.test(line)) {
      groups.push({ title: line.slice(0, -1), rows: [], lines: [] });
      continue;
    }
    if (groups.length === 0) groups.push({ title: null, rows: [], lines: [] });
    const group = groups[groups.length - 1]!;
    const at = line.indexOf(":");
    if (at > 0) group.rows.push([line.slice(0, at), line.slice(at + 1).trim()]);
    else group.lines.push(line);
  }
  return (
    <Stack gap="4" bg="bg.panel" rounded="l3" borderWidth="1px" borderColor="border.muted" p={{ base: "4", md: "5" }} fontSize="sm">
      {/* Plain elements (styles/storefront.css, `.km-specs`): a dozen rows or more. */}
      {groups.map((g, i) => (
        <div key={i}>
          {g.title && <p className="km-specs__title">{g.title}</p>}
          {g.rows.length > 0 && (
            <dl className="km-specs">
              {g.rows.map(([k, v], j) => (
                <Fragment key={j}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </Fragment>
              ))}
            </dl>
          )}
          {g.lines.map((l, j) => (
            <p key={j} className="km-specs__line">
              {l}
            </p>
          ))}
        </div>
      ))}
    </Stack>
  );
}

function BuyBox({ product }: { product: Product }) {
  const t = useT();
  const { currency } = useCurrency();
  const { addToCart, buyNow } = useCartActions();
  const best = bestOffer(product.offers, currency);
  const bestAmount = best ? priceIn(best.prices, currency) : null;
  const list = priceIn(product.listPrice, currency);
  const discount = discountPercent(bestAmount, list);
  return (
    <Stack gap="3" p={{ base: "4", md: "5" }} rounded="l3" bg="bg.panel" borderWidth="1px" borderColor="border.muted" shadow="sm" data-testid="buy-box">
      {bestAmount != null && best ? (
        <>
          <Flex align="baseline" gap="3" wrap="wrap">
            <Price amount={bestAmount} currency={currency} fontSize="3xl" fontWeight="extrabold" data-testid="best-price" />
            {discount != null && list != null && (
              <>
                <Price amount={list} currency={currency} color="fg.muted" textDecoration="line-through" aria-label={t("product.listPrice")} />
                <Badge bg="green.700" color="white" rounded="full">
                  −{discount}%
                </Badge>
              </>
            )}
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            <T id="product.soldBy" values={{ seller: best.sellerName, count: best.stock }} />
          </Text>
          <Stack direction={{ base: "column", sm: "row", lg: "column" }} gap="2">
            <Button size="lg" flex={{ sm: "1", lg: "none" }} onClick={() => buyNow({ productId: product.id, offerId: best.id })} data-testid="buy-now">
              <T id="product.buyNow" />
            </Button>
            <Button size="lg" variant="outline" flex={{ sm: "1", lg: "none" }} onClick={() => addToCart({ productId: product.id, offerId: best.id })} data-testid="add-to-cart">
              <T id="product.addToCart" />
            </Button>
          </Stack>
        </>
      ) : (
        <Text fontWeight="semibold" fontSize="lg">
          <T id="product.outOfStock" />
        </Text>
      )}
      <Stack gap="1.5" fontSize="sm" color="fg.muted" pt="1">
        <HStack gap="2">
          <BoltIcon color="colorPalette.fg" />
          <T id="product.instantDelivery" />
        </HStack>
        <HStack gap="2">
          <ShieldIcon color="colorPalette.fg" />
          <T id="product.verifiedSellers" values={{ count: product.offerCount }} />
        </HStack>
        <HStack gap="2">
          <KeyIcon color="colorPalette.fg" />
          <AppLink to={product.platform.activationGuideUrl} color="colorPalette.fg" fontWeight="medium" data-testid="activation-link">
            <T id="product.activationGuide" values={{ platform: product.platform.name }} />
          </AppLink>
        </HStack>
      </Stack>
    </Stack>
  );
}

export function Component() {
  const { siteUrl } = useAppEnv();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const { currency } = useCurrency();
  const slug = (useParams().slug ?? "").toLowerCase();
  const product = useQuery(ProductPageQuery, { variables: { slug, locale } }).data?.product;
  const similar = useQuery(SimilarProductsQuery, { variables: { productId: product?.id ?? "", locale }, skip: !product }).data?.productList.items;
  if (!product) return null;
  const alt = (l: "en" | "it") => product.alternates.find((a) => a.locale === l)?.url ?? null;
  const cover = absoluteUrl(siteUrl, imageUrl(product.coverImage.src, 1080));
  const jsonLd = productJsonLd(
    {
      name: product.name,
      descriptionShort: product.descriptionShort,
      link: absoluteUrl(siteUrl, product.url),
      productId: product.productId,
      publisher: product.publisher,
      categoryName: product.category.name,
      coverUrl: cover,
      offers: product.offers,
    },
    currency,
  );
  const paragraphs = product.description.split(/\n\s*\n/).filter(Boolean);
  const coverSizes = "(max-width: 767px) 220px, 280px";
  const coverSources = imageSources(product.coverImage, 1080);
  return (
    <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "4", md: "8" }}>
      <Seo
        title={product.metaTitle}
        description={product.metaDescription}
        canonical={absoluteUrl(siteUrl, product.url)}
        alternates={alternates(siteUrl, alt("en"), alt("it"))}
        image={cover}
        type="product"
        preloadImage={{ href: coverSources.src, srcSet: coverSources.srcSet, sizes: coverSizes }}
        jsonLd={[jsonLd, breadcrumbJsonLd(siteUrl, product.url)]}
      />
      <Stack gap={{ base: "6", md: "10" }}>
        <Breadcrumbs items={product.breadcrumbs} />
        <Grid templateColumns={{ base: "minmax(0, 1fr)", md: "240px minmax(0, 1fr)", lg: "280px minmax(0, 1fr) 340px" }} gap={{ base: "5", md: "8" }} alignItems="start">
          <Box
            rounded="l3"
            overflow="hidden"
            bg="bg.muted"
            aspectRatio="3 / 4"
            maxW={{ base: "220px", md: "none" }}
            mx={{ base: "auto", md: "0" }}
            w="full"
            shadow="md"
          >
            <ResponsiveImage image={product.coverImage} sizes={coverSizes} maxWidth={1080} priority w="full" h="full" objectFit="cover" />
          </Box>
          <Stack gap="4" minW="0">
            <HStack gap="2" wrap="wrap">
              <Badge variant="subtle" size="lg">
                {product.platform.name}
              </Badge>
              <Badge variant="outline" size="lg">
                <T id={REGION_LABELS[product.region]} />
              </Badge>
              {product.tags.map((tag) => (
                <TagBadge key={tag} tag={tag} size="large" />
              ))}
              {product.preOrder === "InPreOrder" && (
                <Badge bg="orange.100" color="orange.900" size="lg">
                  <T id="product.preOrder" />
                </Badge>
              )}
            </HStack>
            <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight" lineHeight="1.15">
              {product.title}
            </Heading>
            <Text color="fg.muted">{product.descriptionShort}</Text>
            <dl className="km-facts">
              {product.publisher && <Fact label="product.publisher">{product.publisher}</Fact>}
              {product.manufacturer && <Fact label="product.developer">{product.manufacturer}</Fact>}
              {product.releaseDate && <Fact label="product.releaseDate">{product.releaseDate}</Fact>}
              {product.genres.length > 0 && <Fact label="product.genres">{product.genres.join(", ")}</Fact>}
              {product.steamScore != null && <Fact label="product.steamScore">{`${product.steamScore}%`}</Fact>}
              <Fact label="product.platform">
                <AppLink to={product.platform.url} color="colorPalette.fg">
                  {product.platform.name}
                </AppLink>
              </Fact>
              {product.igdbRatingCovers.length > 0 && (
                <Fact label="product.rating">
                  <HStack as="span" gap="2">
                    {product.igdbRatingCovers.map((r) => (
                      <chakra.img key={r.src} src={r.src} alt={r.alt ?? ""} htmlWidth={r.width} htmlHeight={r.height} h="10" w="auto" loading="lazy" />
                    ))}
                  </HStack>
                </Fact>
              )}
            </dl>
          </Stack>
          <Box gridColumn={{ base: "auto", md: "1 / -1", lg: "auto" }} position={{ lg: "sticky" }} top={{ lg: "4" }}>
            <BuyBox product={product} />
          </Box>
        </Grid>
        <Suspense>
          <Section id="offers" title={<T id="offers.title" values={{ count: product.offers.length }} />}>
            <OffersTable productId={product.id} offers={product.offers} />
          </Section>
        </Suspense>
        {product.galleryImages.length > 0 && (
          <Suspense>
          <Section id="gallery" title={<T id="product.screenshots" />}>
            <Box maxW="4xl">
              <ProductGallery images={product.galleryImages} />
            </Box>
          </Section>
          </Suspense>
        )}
        <Suspense>
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" }} gap={{ base: "6", md: "10" }}>
          <Stack gap={{ base: "6", md: "8" }}>
            <Section id="description" title={<T id="product.description" />}>
              <Stack gap="3" color="fg" lineHeight="1.7">
                {paragraphs.map((p, i) => (
                  <Text key={i}>{p}</Text>
                ))}
              </Stack>
            </Section>
            <Section id="instructions" title={<T id="product.instructions" />}>
              <Stack gap="3">
                <Text lineHeight="1.7">{product.instructions}</Text>
                <AppLink to={product.platform.activationGuideUrl} color="colorPalette.fg" fontWeight="semibold" display="inline-flex" alignItems="center" gap="2">
                  <KeyIcon />
                  <T id="product.activationGuide" values={{ platform: product.platform.name }} />
                </AppLink>
              </Stack>
            </Section>
          </Stack>
          {product.requirements && (
            <Section id="requirements" title={<T id="product.requirements" />}>
              <Requirements text={product.requirements} />
            </Section>
          )}
        </Grid>
        </Suspense>
        {similar && similar.length > 0 && <ProductRail id="similar" title={<T id="product.similar" />} products={similar} />}
      </Stack>
    </Container>
  );
}
