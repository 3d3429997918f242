/**
 * Chakra parts of the account, admin and seller screens. The storefront's design system
 * ships only the recipes its pages use (app/system.ts keeps the first-load bundle small),
 * so these screens hand the recipes of their own components (field, input, checkbox,
 * dialog, alert, card, menu, avatar, separator) to Chakra through props
 * providers: they arrive with these lazy chunks, never with the storefront. (Table.Root
 * does not read its props provider: it takes `recipe={tableSlotRecipe}` where used.)
 */
import {
  Alert,
  AlertPropsProvider,
  AvatarPropsProvider,
  Box,
  Button,
  CardPropsProvider,
  chakra,
  Checkbox,
  CheckboxPropsProvider,
  CloseButton,
  Dialog,
  DialogPropsProvider,
  Field,
  FieldPropsProvider,
  Heading,
  Input,
  InputPropsProvider,
  MenuPropsProvider,
  Portal,
  SeparatorPropsProvider,
  Stack,
  Text,
  type InputProps,
} from "@chakra-ui/react";
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  inputRecipe,
  menuSlotRecipe,
  separatorRecipe,
} from "@chakra-ui/react/theme";
import { forwardRef, Fragment, useId, type ReactNode } from "react";
import type { UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import { useAreaPalette } from "../../components/area-palette";
import { T, useT } from "../../i18n";
import { emailRules, newPasswordRules, PASSWORD_MAX, PASSWORD_MIN } from "./forms";

// Stable values: the providers' consumers memoise on them.
const input = { recipe: inputRecipe };
const field = { recipe: fieldSlotRecipe };
const checkbox = { recipe: checkboxSlotRecipe };
const dialog = { recipe: dialogSlotRecipe };
const alert = { recipe: alertSlotRecipe };
const card = { recipe: cardSlotRecipe };
const menu = { recipe: menuSlotRecipe };
const avatar = { recipe: avatarSlotRecipe };
const separator = { recipe: separatorRecipe };

/** Gives every Chakra component below it the recipe it needs. */
export function ScreenRecipes({ children }: { children: ReactNode }) {
  return (
    <FieldPropsProvider value={field}>
      <InputPropsProvider value={input}>
        <CheckboxPropsProvider value={checkbox}>
          <DialogPropsProvider value={dialog}>
            <AlertPropsProvider value={alert}>
              <CardPropsProvider value={card}>
                <MenuPropsProvider value={menu}>
                  <AvatarPropsProvider value={avatar}>
                    <SeparatorPropsProvider value={separator}>{children}</SeparatorPropsProvider>
                  </AvatarPropsProvider>
                </MenuPropsProvider>
              </CardPropsProvider>
            </AlertPropsProvider>
          </DialogPropsProvider>
        </CheckboxPropsProvider>
      </InputPropsProvider>
    </FieldPropsProvider>
  );
}

export interface TextFieldProps extends Omit<InputProps, "size"> {
  label: ReactNode;
  /** Shown under the input while there is no error (e.g. the password rules). */
  helper?: ReactNode;
  /** The field's error; makes the field invalid and is announced with it. */
  error?: ReactNode;
  required?: boolean;
}

/**
 * A labelled input with its help text and error (Ark's field wires the label, the
 * `aria-describedby` of help and error, and `aria-invalid`). Works with react-hook-form's
 * `register` (the ref reaches the input).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, helper, error, required, id: idProp, ...rest }, ref) {
  const ownId = useId();
  const id = idProp ?? ownId;
  // Ark names the texts after the control's id; the error (when shown, instead of the
  // help) becomes the description too: aria-errormessage alone is not read everywhere.
  const described = error ? `field::${id}::error-text` : helper ? `field::${id}::helper-text` : undefined;
  return (
    <Field.Root id={id} invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input ref={ref} aria-describedby={described} {...rest} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
});

export interface CheckboxFieldProps {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
  disabled?: boolean;
  name?: string;
  "data-testid"?: string;
}

/** A checkbox with its label (Ark's checkbox: a real, focusable input underneath). */
export function CheckboxField({ checked, onChange, children, disabled, name, ...rest }: CheckboxFieldProps) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(d) => onChange(d.checked === true)} disabled={disabled} name={name} alignItems="flex-start" {...rest}>
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * A message for the whole form or page. Errors use role="alert" (announced at once),
 * the others role="status". (The theme has no blue palette: "info" is purple.)
 */
export function Notice({
  status,
  title,
  children,
  action,
  "data-testid": testId,
}: {
  status: "error" | "success" | "info" | "warning";
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  "data-testid"?: string;
}) {
  const id = useId();
  return (
    <Alert.Root
      status={status}
      colorPalette={status === "info" ? "purple" : undefined}
      role={status === "error" ? "alert" : "status"}
      aria-labelledby={title ? id : undefined}
      data-testid={testId}
      data-status={status}
      alignItems="flex-start"
    >
      <Alert.Indicator />
      {/* minW 0 and anywhere: an address longer than the screen wraps instead of overflowing. */}
      <Alert.Content gap="1" minW="0" overflowWrap="anywhere">
        {title && <Alert.Title id={id}>{title}</Alert.Title>}
        {children && <Alert.Description>{children}</Alert.Description>}
        {action}
      </Alert.Content>
    </Alert.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  onConfirm(): void;
  busy?: boolean;
  /** Red confirm button (blocking, deleting). */
  destructive?: boolean;
  confirmDisabled?: boolean;
  "data-testid"?: string;
}

/**
 * A confirmation step as an alert dialog: focus moves into it and is trapped there, Escape
 * and the close button cancel, focus returns to the button that opened it.
 */
export function ConfirmDialog({ open, onClose, title, children, confirmLabel, onConfirm, busy, destructive, confirmDisabled, ...rest }: ConfirmDialogProps) {
  const t = useT();
  const palette = useAreaPalette();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center" size={{ base: "full", sm: "md" }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Phones' "full" size sets a full height, no margin and square corners, which the
              larger size does not undo: undone here from sm up. */}
          <Dialog.Content
            colorPalette={palette}
            data-testid={rest["data-testid"]}
            minH={{ sm: "auto" }}
            my={{ sm: "auto" }}
            rounded={{ sm: "l3" }}
            overflowWrap="anywhere"
          >
            <Dialog.Header>
              {/* "anywhere" and minW 0: a long address in the title wraps instead of widening the dialog. */}
              <Dialog.Title minW="0" overflowWrap="anywhere">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                <T id="common.cancel" />
              </Button>
              <Button colorPalette={destructive ? "red" : palette} onClick={onConfirm} loading={busy} disabled={confirmDisabled} data-testid="confirm">
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A titled block of a page (a form, a group of settings). */
export function Panel({
  title,
  description,
  children,
  "data-testid": testId,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  "data-testid"?: string;
}) {
  const id = useId();
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="l3"
      p={{ base: "4", md: "6" }}
      data-testid={testId}
    >
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" fontSize="sm">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

/** A form laid out as a column (native attributes such as noValidate pass through). */
export const FormStack = chakra("form", { base: { display: "flex", flexDirection: "column", gap: "4" } });

/** Label–value pairs: side by side from 600 px, stacked below; long values wrap. */
export function InfoList({ rows, "data-testid": testId }: { rows: readonly (readonly [ReactNode, ReactNode])[]; "data-testid"?: string }) {
  // A definition list on a grid: label above value on phones, side by side from sm up.
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={{ base: "1fr", sm: "minmax(10rem, max-content) 1fr" }}
      columnGap="6"
      rowGap={{ base: "1", sm: "3" }}
      data-testid={testId}
    >
      {rows.map(([label, value], i) => (
        <Fragment key={i}>
          <chakra.dt color="fg.muted" fontSize="sm" mt={{ base: i === 0 ? "0" : "2", sm: "0" }}>
            {label}
          </chakra.dt>
          <chakra.dd fontSize="sm" fontWeight="medium" wordBreak="break-word" minW="0" ms="0">
            {value}
          </chakra.dd>
        </Fragment>
      ))}
    </chakra.dl>
  );
}

/** The values a form with NewPasswordFields holds (besides its own). */
export interface NewPasswordValues {
  next: string;
  confirm: string;
}

/**
 * A new password and its confirmation (the reset page, the password change): the server's
 * rules as help and checks, and the two must match.
 */
export function NewPasswordFields<V extends NewPasswordValues>({ form, label }: { form: UseFormReturn<V>; label: string }) {
  const t = useT();
  // (register's field paths cannot be named through the type parameter: V has these two fields.)
  const {
    register,
    getValues,
    formState: { errors },
  } = form as unknown as UseFormReturn<NewPasswordValues>;
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        helper={t("auth.password.rules", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        error={errors.next?.message}
        {...register("next", newPasswordRules(t))}
      />
      <TextField
        label={t("auth.reset.confirm")}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm?.message}
        {...register("confirm", { required: t("form.required"), validate: (v) => v === getValues("next") || t("form.passwordsDiffer") })}
      />
    </>
  );
}

/**
 * The props of the email address field of the sign-in, sign-up and forgot-password forms
 * (a form with an `email` value): `<TextField {...emailField(form, t)} />`. Props, not a
 * component: the field registers during the form's own render, in the order of the
 * fields, so the first invalid one is the one focused.
 */
export function emailField<V extends { email: string }>(form: UseFormReturn<V>, t: ReturnType<typeof useT>): TextFieldProps & UseFormRegisterReturn {
  const {
    register,
    formState: { errors },
  } = form as unknown as UseFormReturn<{ email: string }>;
  return {
    label: t("auth.email"),
    type: "email",
    autoComplete: "email",
    inputMode: "email",
    required: true,
    error: errors.email?.message,
    ...register("email", emailRules(t)),
  };
}
