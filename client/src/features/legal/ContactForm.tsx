/**
 * The contact form: name, email (filled in for a signed-in visitor), topic, optional order
 * number and the message. Checked here with the server's limits first (the server checks
 * again), then sent with sendContactMessage; the answer replaces the form with the request's
 * reference, or says why it was refused (too many messages, the anti-robot check).
 */
import { Button, Field, NativeSelect, NativeSelectPropsProvider, Text, Textarea, TextareaPropsProvider } from "@chakra-ui/react";
import { nativeSelectSlotRecipe, textareaRecipe } from "@chakra-ui/react/theme";
import { useApolloClient } from "@apollo/client/react";
import { useEffect, useId, useState } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { useSearchParams } from "react-router";
import { AppLink } from "../../components/links";
import type { ContactTopic } from "../../gql/graphql";
import { T, useT, type MessageId } from "../../i18n";
import { localePath, type Locale } from "../../lib/locale";
import { waitParts } from "../accounts/auth-messages";
import { emailRules, requiredText } from "../accounts/forms";
import { useSignedInHint } from "../accounts/session-signal";
import { FormStack, Notice, ScreenRecipes, TextField } from "../accounts/ui";
import { useMe } from "../accounts/use-me";
import { SendContactMessageMutation } from "./legal.graphql";

/** The server's limits (server/modules/contact/contact.types.ts). */
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
const ORDER_NUMBER = /^#?[A-Za-z0-9-]*$/;

/** The topics in the order the form offers them, with their labels. */
export const TOPICS: readonly [ContactTopic, MessageId][] = [
  ["order", "contact.topic.order"],
  ["payment", "contact.topic.payment"],
  ["selling", "contact.topic.selling"],
  ["privacy", "contact.topic.privacy"],
  ["other", "contact.topic.other"],
];
const isTopic = (v: string | null): v is ContactTopic => TOPICS.some(([t]) => t === v);

interface Values {
  name: string;
  email: string;
  topic: ContactTopic | "";
  orderNumber: string;
  message: string;
}

type Failure = { kind: "tooMany"; retryAfterSeconds: number } | { kind: "captcha" } | { kind: "failed" };

const nativeSelect = { recipe: nativeSelectSlotRecipe };
const textarea = { recipe: textareaRecipe };

/** Fills in the signed-in visitor's name and address (asked only when the session cookie says someone is signed in). */
function SignedInDefaults({ form }: { form: UseFormReturn<Values> }) {
  const { me } = useMe();
  useEffect(() => {
    if (!me) return;
    if (!form.getValues("email")) form.setValue("email", me.email);
    const name = `${me.name} ${me.surname}`.trim();
    if (!form.getValues("name") && name) form.setValue("name", name);
  }, [me, form]);
  return null;
}

export function ContactForm({ locale, supportEmail }: { locale: Locale; supportEmail: string }) {
  const t = useT();
  const client = useApolloClient();
  const signedIn = useSignedInHint();
  const [params] = useSearchParams();
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const ids = { topic: useId(), message: useId() };
  const asked = params.get("topic");
  const form = useForm<Values>({
    defaultValues: {
      name: "",
      email: "",
      topic: isTopic(asked) ? asked : "",
      orderNumber: (params.get("order") ?? "").slice(0, 40),
      message: "",
    },
  });
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = async (v: Values) => {
    setFailure(null);
    try {
      const { data } = await client.mutate({
        mutation: SendContactMessageMutation,
        variables: {
          input: {
            name: v.name.trim(),
            email: v.email.trim(),
            topic: v.topic as ContactTopic,
            orderNumber: v.orderNumber.trim() || null,
            message: v.message.trim(),
            locale,
          },
        },
      });
      const r = data?.sendContactMessage;
      if (r?.__typename === "ContactMessageSent") setSent({ reference: r.reference, email: r.email });
      else if (r?.__typename === "TooManyRequestsError") setFailure({ kind: "tooMany", retryAfterSeconds: r.retryAfterSeconds });
      else if (r?.__typename === "CaptchaCheckFailedError") setFailure({ kind: "captcha" });
      else setFailure({ kind: "failed" });
    } catch {
      setFailure({ kind: "failed" });
    }
  };

  if (sent) {
    return (
      <ScreenRecipes>
        <Notice status="success" title={<T id="contact.sent.title" />} data-testid="contact-sent">
          <Text>
            <T id="contact.sent.body" values={{ email: sent.email, reference: sent.reference }} />
          </Text>
          <Button
            mt="3"
            size="sm"
            variant="outline"
            onClick={() => {
              const { name, email } = getValues();
              reset({ name, email, topic: "", orderNumber: "", message: "" });
              setSent(null);
            }}
          >
            <T id="contact.sent.another" />
          </Button>
        </Notice>
      </ScreenRecipes>
    );
  }

  const wait = failure?.kind === "tooMany" ? waitParts(failure.retryAfterSeconds) : null;
  return (
    <ScreenRecipes>
      <NativeSelectPropsProvider value={nativeSelect}>
        <TextareaPropsProvider value={textarea}>
          {signedIn && <SignedInDefaults form={form} />}
          <FormStack onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t("legal.contact.formTitle")} data-testid="contact-form">
            {failure && (
              <Notice
                status="error"
                data-testid="contact-error"
                title={
                  <T id={failure.kind === "tooMany" ? "contact.error.tooMany" : failure.kind === "captcha" ? "auth.error.captcha" : "contact.error.failed"} />
                }
              >
                {wait && <T id="auth.error.wait" values={wait} />}
                {failure.kind === "failed" && <T id="contact.error.failedHelp" values={{ email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> }} />}
              </Notice>
            )}
            <TextField label={t("contact.name")} autoComplete="name" required error={errors.name?.message} {...register("name", requiredText(t))} />
            <TextField
              label={t("contact.email")}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              helper={t("contact.email.help")}
              error={errors.email?.message}
              {...register("email", emailRules(t))}
            />
            <Field.Root id={ids.topic} invalid={!!errors.topic} required>
              <Field.Label>
                <T id="contact.topic" />
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  data-testid="contact-topic"
                  aria-describedby={errors.topic ? `field::${ids.topic}::error-text` : undefined}
                  {...register("topic", { required: t("form.required") })}
                >
                  <option value="">{t("contact.topic.choose")}</option>
                  {TOPICS.map(([value, label]) => (
                    <option key={value} value={value}>
                      {t(label)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.topic && <Field.ErrorText>{errors.topic.message}</Field.ErrorText>}
            </Field.Root>
            <TextField
              label={t("contact.orderNumber")}
              autoComplete="off"
              helper={t("contact.orderNumber.help")}
              error={errors.orderNumber?.message}
              {...register("orderNumber", {
                maxLength: { value: 40, message: t("form.tooLong", { max: 40 }) },
                pattern: { value: ORDER_NUMBER, message: t("contact.orderNumber.invalid") },
              })}
            />
            <Field.Root id={ids.message} invalid={!!errors.message} required>
              <Field.Label>
                <T id="contact.message" />
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                rows={7}
                data-testid="contact-message"
                aria-describedby={`field::${ids.message}::${errors.message ? "error-text" : "helper-text"}`}
                {...register("message", {
                  required: t("form.required"),
                  validate: (v: string) => {
                    const n = v.trim().length;
                    if (n === 0) return t("form.required");
                    if (n < MESSAGE_MIN) return t("form.tooShort", { min: MESSAGE_MIN });
                    if (n > MESSAGE_MAX) return t("form.tooLong", { max: MESSAGE_MAX });
                    return true;
                  },
                })}
              />
              {errors.message ? (
                <Field.ErrorText>{errors.message.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t("contact.message.help", { min: MESSAGE_MIN, max: MESSAGE_MAX })}</Field.HelperText>
              )}
            </Field.Root>
            <Text fontSize="sm" color="fg.muted">
              <T
                id="contact.privacy"
                values={{
                  link: (chunks) => (
                    <AppLink to={localePath(locale, "/privacy")} color="colorPalette.fg" textDecoration="underline">
                      {chunks}
                    </AppLink>
                  ),
                }}
              />
            </Text>
            <Button type="submit" size="lg" alignSelf={{ sm: "flex-start" }} loading={isSubmitting} data-testid="contact-submit">
              <T id="contact.submit" />
            </Button>
          </FormStack>
        </TextareaPropsProvider>
      </NativeSelectPropsProvider>
    </ScreenRecipes>
  );
}
