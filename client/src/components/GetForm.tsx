/**
 * A GET form that navigates in the app when JavaScript runs (like react-router's
 * `<Form method="get">`, which brings the router's whole submission machinery into the
 * first-load bundle for what is only a link built from the fields) and works as a plain
 * HTML form without it: the search box and the listing filters.
 */
import { forwardRef, type FormHTMLAttributes } from "react";
import { useNavigate } from "react-router";

/** The URL a GET form goes to: its action with the filled fields as the query string (no empty `min=`). */
export function getFormUrl(action: string, form: HTMLFormElement, omit: readonly string[] = []): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && value.trim() !== "" && !omit.includes(name)) params.append(name, value.trim());
  const search = params.toString();
  return search ? `${action}?${search}` : action;
}

export interface GetFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "action"> {
  action: string;
  /** Keep the scroll position (the listing's filters). */
  preventScrollReset?: boolean;
}

export const GetForm = forwardRef<HTMLFormElement, GetFormProps>(function GetForm({ action, preventScrollReset, onSubmit, ...rest }, ref) {
  const navigate = useNavigate();
  return (
    <form
      ref={ref}
      method="get"
      action={action}
      onSubmit={(e) => {
        onSubmit?.(e);
        if (e.defaultPrevented) return;
        e.preventDefault();
        navigate(getFormUrl(action, e.currentTarget), { preventScrollReset });
      }}
      {...rest}
    />
  );
});
