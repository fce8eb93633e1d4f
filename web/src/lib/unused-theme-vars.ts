/**
 * Stands in for MUI's CSS-variables theme (createThemeWithVars) and its provider (CssVarsProvider)
 * where MUI's createTheme and ThemeProvider import them (vite.config.ts, UNUSED_IMPORTS): they serve
 * only themes with `cssVariables` or `colorSchemes`, which lib/theme.ts does not use; and for the theme
 * serializer of Pigment CSS's build (stringifyTheme). Reaching this means the theme started using them;
 * take the rule off the list in vite.config.ts.
 */
function unused(name: string): never {
  throw new Error(`${name} is MUI's CSS-variables theme, which this app does not ship (see vite.config.ts)`);
}

export default function createThemeWithVars(): never {
  return unused('createThemeWithVars');
}

export function CssVarsProvider(): never {
  return unused('CssVarsProvider');
}

/** MUI's createTheme sets it as `theme.toRuntimeSource`, which only Pigment CSS's build calls. */
export function stringifyTheme(): never {
  return unused('stringifyTheme');
}
