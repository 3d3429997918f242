/** The visible trail Home → … → page (names from the API, in the page's language). Plain elements: storefront.css `.km-breadcrumbs`. */
import { Link } from "react-router";
import { useT } from "../i18n";
import { ChevronRightIcon } from "./icons";

export function Breadcrumbs({ items }: { items: readonly { name: string; url: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={t("breadcrumbs.label")} className="km-breadcrumbs">
      <ol>
        {items.map((b, i) => (
          <li key={`${b.url}-${i}`}>
            {i > 0 && <ChevronRightIcon size="0.875rem" />}
            {i < items.length - 1 ? <Link to={b.url}>{i === 0 ? t("breadcrumbs.home") : b.name}</Link> : <span aria-current="page">{b.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
