import { Window } from "happy-dom";

const names = [
  "window",
  "document",
  "HTMLElement",
  "Element",
  "Node",
  "getComputedStyle",
  "IS_REACT_ACT_ENVIRONMENT",
] as const;

/**
 * A DOM (happy-dom's window and document) for rendering React in an integration test against
 * the real app: only the DOM goes into the global scope, so the app in the same process keeps
 * Node's fetch, URL and Headers, which a whole DOM environment would replace. Node 21 and
 * later define `navigator` with only a getter, so it is redefined, and put back by `remove`.
 */
export function installDom(): { dom: Window; remove: () => Promise<void> } {
  const dom = new Window({ url: "http://127.0.0.1/" });
  const nodeNavigator = Object.getOwnPropertyDescriptor(globalThis, "navigator");
  Object.assign(globalThis, {
    window: dom,
    document: dom.document,
    HTMLElement: dom.HTMLElement,
    Element: dom.Element,
    Node: dom.Node,
    getComputedStyle: dom.getComputedStyle.bind(dom),
    IS_REACT_ACT_ENVIRONMENT: true,
  });
  Object.defineProperty(globalThis, "navigator", {
    value: dom.navigator,
    configurable: true,
    writable: true,
  });
  return {
    dom,
    async remove() {
      await dom.happyDOM.close();
      // Test files share this process: the next one must not find a DOM.
      for (const name of names) Reflect.deleteProperty(globalThis, name);
      if (nodeNavigator) Object.defineProperty(globalThis, "navigator", nodeNavigator);
      else Reflect.deleteProperty(globalThis, "navigator");
    },
  };
}
