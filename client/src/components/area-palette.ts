/**
 * The accent of the area a component is in (green in the seller area, purple elsewhere), for what
 * renders in a portal outside the area's frame: dialogs would otherwise take the default accent.
 */
import { createContext, useContext } from "react";

export type AreaPalette = "purple" | "green";

export const AreaPaletteContext = createContext<AreaPalette>("purple");

export const useAreaPalette = (): AreaPalette => useContext(AreaPaletteContext);
