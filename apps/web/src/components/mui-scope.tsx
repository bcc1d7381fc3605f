import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  useContext,
} from 'react';

/*
 * MUI and emotion load only with the screens and widgets that use them (decision 0185): the
 * home page's first screen is plain elements and CSS. Each lazy MUI part carries its own theme
 * provider, loaded in parallel with its chunk; one inside another reuses the outer provider.
 */

const InsideMui = createContext(false);

let providerModule: Promise<typeof import('./mui-theme-provider')> | undefined;
/** The theme provider's chunk (MUI's styling and emotion), fetched once. */
export function loadMuiTheme() {
  providerModule ??= import('./mui-theme-provider');
  return providerModule;
}

function withTheme<P extends object>(
  Component: ComponentType<P>,
  Provider: ComponentType<{ children: ReactNode }>,
): ComponentType<P> {
  return function Themed(props: P) {
    const inside = useContext(InsideMui);
    if (inside) return <Component {...props} />;
    return (
      <InsideMui.Provider value>
        <Provider>
          <Component {...props} />
        </Provider>
      </InsideMui.Provider>
    );
  };
}

/** `React.lazy` for a part drawn with MUI: the part and the theme provider load together. */
export function lazyWithMui<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [Component, provider] = await Promise.all([load(), loadMuiTheme()]);
    return { default: withTheme(Component, provider.default) };
  });
}
