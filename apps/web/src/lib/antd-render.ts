import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile's imperative Dialog and Toast render through ReactDOM.render, which React 19 no
 * longer has: give them a createRoot-based renderer, once, before anything shows a dialog.
 */
export function installAntdRenderer(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      await new Promise((r) => setTimeout(r, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
