'use client';
import { createContext, type ReactNode, useContext } from 'react';

/** Builds our stable `mcp-elicit-*` class names, or none at all when the host renders unstyled. */
export type ClassNames = (part: string) => string | undefined;

const styled: ClassNames = (part) => `mcp-elicit-${part}`;
const unstyled: ClassNames = () => undefined;

const ClassNamesContext = createContext<ClassNames>(styled);

/** `unstyled` drops every theme class; `data-*` state attributes stay for the host's own CSS. */
export function ClassNamesProvider({
  unstyled: off = false,
  children,
}: {
  unstyled?: boolean;
  children: ReactNode;
}) {
  return <ClassNamesContext.Provider value={off ? unstyled : styled}>{children}</ClassNamesContext.Provider>;
}

export function useClassNames(): ClassNames {
  return useContext(ClassNamesContext);
}

/** Joins the class names that are set; `undefined` when none is (unstyled), so no empty `class` is rendered. */
export function joinClasses(...names: (string | false | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}
