/**
 * "Rate the seller" under an order line once one of its keys was revealed: five stars and an
 * optional comment (up to 1000 characters). Given, the rating shows with "Edit" while it can
 * still be changed (30 days after it was first given). The server refuses a line without a
 * revealed key and a locked rating; those answers are shown as they come. A line rated
 * meanwhile elsewhere (another tab) shows the rating given there.
 */
import { Box, Button, chakra, Flex, Stack, Text, Textarea } from "@chakra-ui/react";
import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { T, useT, type MessageId } from "../../i18n";
import { Notice } from "../accounts/ui";
import { RateSellerMutation, UpdateSellerRatingMutation } from "./ratings.graphql";
import { StarsInput, StarsShown } from "./Stars";

export const MAX_COMMENT = 1000;

/** What the component reads of an order line (MyOrder's items). */
export interface RatableLine {
  id: string;
  sellerName?: string | null;
  keys: readonly { revealedAt?: string | null }[];
  rating?: { id: string; score: number; comment?: string | null; editable: boolean; editableUntil: string } | null;
}

const REFUSALS: Record<string, MessageId> = {
  RATING_LOCKED: "ratings.locked",
  RATING_NOT_ALLOWED: "ratings.notAllowed",
};

function RatingForm({ line, onDone, onCancel }: { line: RatableLine; onDone(): void; onCancel?: () => void }) {
  const t = useT();
  const [score, setScore] = useState<number | null>(line.rating?.score ?? null);
  const [comment, setComment] = useState(line.rating?.comment ?? "");
  const [shown, setShown] = useState(false);
  const [refusal, setRefusal] = useState<MessageId | null>(null);
  const [rate, created] = useMutation(RateSellerMutation);
  const [change, changed] = useMutation(UpdateSellerRatingMutation);
  const loading = created.loading || changed.loading;
  const tooLong = comment.length > MAX_COMMENT;
  const expanded = score != null || line.rating != null;

  // The line's rating in the cache becomes the one stored, so the order's page shows it.
  const linkRating = (cache: ApolloCache, id: string | undefined) => {
    if (!id) return;
    cache.modify({
      id: cache.identify({ __typename: "OrderItem", id: line.id }),
      fields: { rating: (_, { toReference }) => toReference({ __typename: "SellerRating", id }) },
    });
  };

  const submit = async () => {
    setShown(true);
    if (score == null || tooLong) return;
    setRefusal(null);
    const input = { orderItemId: line.id, score, comment: comment.trim() || null };
    try {
      let r: { __typename: string; errorCode?: string } | undefined;
      if (line.rating) {
        const { data } = await change({
          variables: { input },
          update: (cache, { data: answer }) => {
            const a = answer?.updateSellerRating;
            linkRating(cache, a?.__typename === "SellerRating" ? a.id : undefined);
          },
        });
        r = data?.updateSellerRating;
      } else {
        const { data } = await rate({
          variables: { input },
          update: (cache, { data: answer }) => {
            const a = answer?.rateSeller;
            // Rated already (in another tab): that rating shows, with Edit while it can change.
            linkRating(cache, a?.__typename === "SellerRating" ? a.id : a?.__typename === "RatingAlreadyGivenError" ? a.rating.id : undefined);
          },
        });
        r = data?.rateSeller;
      }
      if (r?.__typename === "SellerRating" || r?.__typename === "RatingAlreadyGivenError") onDone();
      else setRefusal((r?.errorCode && REFUSALS[r.errorCode]) || "ratings.failed");
    } catch {
      setRefusal("ratings.failed");
    }
  };

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="rate-seller-form"
    >
      <Stack gap="1">
        <Text fontWeight="semibold" fontSize="sm">
          <T id={line.rating ? "ratings.editTitle" : "ratings.title"} />
        </Text>
        {line.sellerName && (
          <Text fontSize="sm" color="fg.muted">
            <T id="ratings.hint" values={{ seller: line.sellerName }} />
          </Text>
        )}
      </Stack>
      <StarsInput value={score} onChange={setScore} legend={t("ratings.scoreLegend")} />
      {shown && score == null && (
        <Text fontSize="sm" color="fg.error" data-testid="rate-seller-pick">
          <T id="ratings.pickScore" />
        </Text>
      )}
      {expanded && (
        <>
          <Stack gap="1">
            <chakra.label fontSize="sm" fontWeight="medium" htmlFor={`rating-comment-${line.id}`}>
              <T id="ratings.comment" />
            </chakra.label>
            <Textarea
              id={`rating-comment-${line.id}`}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              rows={3}
              maxLength={MAX_COMMENT + 50}
              aria-invalid={tooLong || undefined}
              aria-describedby={`rating-count-${line.id}`}
              data-testid="rate-seller-comment"
            />
            <Text id={`rating-count-${line.id}`} fontSize="xs" color={tooLong ? "fg.error" : "fg.muted"} textAlign="end">
              <T id="ratings.commentCount" values={{ count: comment.length, max: MAX_COMMENT }} />
            </Text>
          </Stack>
          {refusal && <Notice status="error" title={<T id={refusal} />} data-testid="rate-seller-error" />}
          <Flex gap="2" wrap="wrap">
            <Button type="submit" size="sm" loading={loading} data-testid="rate-seller-submit">
              <T id={line.rating ? "ratings.save" : "ratings.submit"} />
            </Button>
            {onCancel && (
              <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
                <T id="ratings.cancel" />
              </Button>
            )}
          </Flex>
        </>
      )}
    </chakra.form>
  );
}

function GivenRating({ line, onEdit }: { line: RatableLine & { rating: NonNullable<RatableLine["rating"]> }; onEdit(): void }) {
  const intl = useIntl();
  const r = line.rating;
  return (
    <Stack gap="2" data-testid="seller-rating" data-score={r.score}>
      <Flex gap="3" align="center" wrap="wrap">
        <Text fontWeight="semibold" fontSize="sm">
          {line.sellerName ? <T id="ratings.yoursOf" values={{ seller: line.sellerName }} /> : <T id="ratings.yours" />}
        </Text>
        <StarsShown score={r.score} />
      </Flex>
      {r.comment && (
        <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="seller-rating-comment">
          {r.comment}
        </Text>
      )}
      {r.editable && (
        <Flex gap="3" align="center" wrap="wrap">
          <Button size="xs" variant="outline" onClick={onEdit} data-testid="seller-rating-edit">
            <T id="ratings.edit" />
          </Button>
          <Text fontSize="xs" color="fg.muted">
            <T id="ratings.editableUntil" values={{ date: intl.formatDate(r.editableUntil, { dateStyle: "medium" }) }} />
          </Text>
        </Flex>
      )}
    </Stack>
  );
}

/** Mounted once per order line; shows nothing until a key of the line was revealed. */
export function RateSeller({ line }: { line: RatableLine }) {
  const [editing, setEditing] = useState(false);
  if (!line.keys.some((k) => k.revealedAt)) return null;
  const rating = line.rating;
  return (
    <Box borderTopWidth="1px" borderColor="border.muted" pt="3" data-testid="rate-seller">
      {rating && !editing ? (
        <GivenRating line={{ ...line, rating }} onEdit={() => setEditing(true)} />
      ) : (
        <RatingForm line={line} onDone={() => setEditing(false)} onCancel={rating ? () => setEditing(false) : undefined} />
      )}
    </Box>
  );
}
