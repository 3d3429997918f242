/**
 * The admin seller page's ratings panel (admins and support): the shop's score ("New seller"
 * below 3 ratings) and count, how many ratings of each score, its replacement rate (keys support
 * replaced ÷ keys sold) and refund rate (keys refunded ÷ keys sold), and its latest ratings with
 * their comments, a page at a time.
 */
import { Box, Button, Flex, Grid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { T } from "../../../i18n";
import { InfoList, Notice, Panel } from "../../accounts/ui";
import { SellerRatingsQuery, SellerRatingSummaryQuery } from "../../ratings/ratings.graphql";
import { StarsShown } from "../../ratings/Stars";

const PAGE = 5;

function Distribution({ distribution, count }: { distribution: readonly number[]; count: number }) {
  const intl = useIntl();
  return (
    <Stack gap="1.5" data-testid="rating-distribution">
      {[5, 4, 3, 2, 1].map((score) => {
        const n = distribution[score - 1] ?? 0;
        const share = count > 0 ? n / count : 0;
        return (
          <Grid key={score} templateColumns="4.5rem 1fr 3rem" gap="2" alignItems="center" fontSize="sm" data-score={score} data-count={n}>
            <Text color="fg.muted" whiteSpace="nowrap">
              <T id="admin.ratings.scoreRow" values={{ score }} />
            </Text>
            <Box h="2" bg="bg.muted" rounded="full" overflow="hidden" aria-hidden="true">
              <Box h="full" w={`${Math.round(share * 100)}%`} bg="orange.solid" rounded="full" />
            </Box>
            <Text textAlign="end">{intl.formatNumber(n)}</Text>
          </Grid>
        );
      })}
    </Stack>
  );
}

export function SellerRatingsPanel({ sellerId }: { sellerId: string }) {
  const intl = useIntl();
  const [take, setTake] = useState(PAGE);
  const summary = useQuery(SellerRatingSummaryQuery, { variables: { sellerId }, fetchPolicy: "cache-and-network" });
  const list = useQuery(SellerRatingsQuery, { variables: { sellerId, skip: 0, take }, fetchPolicy: "cache-and-network" });
  const s = summary.data?.sellerRatingSummary;
  // While the longer page loads, the shorter one stays on screen.
  const page = (list.data ?? list.previousData)?.sellerRatings;
  const items = page?.items ?? [];
  const total = page?.totalItems ?? 0;
  const rate = (r: number | null | undefined) => (r == null ? "—" : intl.formatNumber(r, { style: "percent", maximumFractionDigits: 1 }));
  return (
    <Panel title={<T id="admin.ratings.title" />} data-testid="seller-ratings">
      {summary.error && !s ? (
        <Notice status="error" title={<T id="console.failed" />} />
      ) : !s ? (
        <Text fontSize="sm" color="fg.muted">
          <T id="common.loading" />
        </Text>
      ) : (
        <Stack gap="5">
          <InfoList
            rows={[
              [
                <T key="s" id="admin.ratings.score" />,
                s.score == null ? (
                  <span key="s" data-testid="seller-ratings-score">
                    <T id="ratings.newSeller" />
                  </span>
                ) : (
                  <Flex key="s" gap="2" align="center" data-testid="seller-ratings-score">
                    <StarsShown score={Math.round(s.score)} size="sm" />
                    <Text as="span" fontWeight="semibold">
                      {intl.formatNumber(s.score, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
                    </Text>
                  </Flex>
                ),
              ],
              [
                <T key="c" id="admin.ratings.count" />,
                <span key="c" data-testid="seller-ratings-count">
                  {intl.formatNumber(s.count)}
                </span>,
              ],
              [
                <T key="r" id="admin.ratings.replacementRate" />,
                <span key="r" data-testid="seller-replacement-rate">
                  <T id="admin.ratings.rateOf" values={{ rate: rate(s.replacementRate), keys: s.keysReplaced, sold: s.keysSold }} />
                </span>,
              ],
              [
                <T key="f" id="admin.ratings.refundRate" />,
                <span key="f" data-testid="seller-refund-rate">
                  <T id="admin.ratings.rateOf" values={{ rate: rate(s.refundRate), keys: s.keysRefunded, sold: s.keysSold }} />
                </span>,
              ],
            ]}
          />
          <Distribution distribution={s.distribution} count={s.count} />
          <Stack gap="3">
            <Text fontWeight="semibold" fontSize="sm">
              <T id="admin.ratings.recent" />
            </Text>
            {items.length === 0 ? (
              <Text fontSize="sm" color="fg.muted" data-testid="seller-ratings-empty">
                <T id="admin.ratings.none" />
              </Text>
            ) : (
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" data-testid="seller-ratings-list">
                {items.map((r) => (
                  <Stack as="li" key={r.id} gap="1" borderTopWidth="1px" borderColor="border.muted" pt="3" data-score={r.score}>
                    <Flex gap="2" align="center" wrap="wrap">
                      <StarsShown score={r.score} size="sm" />
                      <Text fontSize="xs" color="fg.muted">
                        <time dateTime={r.createdAt}>{intl.formatDate(r.createdAt, { dateStyle: "medium" })}</time>
                        {" · "}
                        {r.productName}
                      </Text>
                    </Flex>
                    {r.comment ? (
                      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                        {r.comment}
                      </Text>
                    ) : (
                      <Text fontSize="sm" color="fg.muted" fontStyle="italic">
                        <T id="admin.ratings.noComment" />
                      </Text>
                    )}
                  </Stack>
                ))}
              </Stack>
            )}
            {total > items.length && (
              <Button
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                loading={list.loading}
                onClick={() => setTake((n) => Math.min(100, n + PAGE * 2))}
                data-testid="seller-ratings-more"
              >
                <T id="admin.ratings.more" values={{ count: total - items.length }} />
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </Panel>
  );
}
