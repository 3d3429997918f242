/**
 * The first stage of the client's start: React's CommonJS modules run when something first
 * imports them, and this module (put in the "react" chunk by vite.config.ts, evaluated in a
 * task of its own before the entry: server/ssr/storefront.ts) is that first import. Otherwise
 * React DOM's module body would run inside the entry's evaluation, the longest task of a start.
 */
import "react";
import "react/jsx-runtime";
import "react-dom/client";
