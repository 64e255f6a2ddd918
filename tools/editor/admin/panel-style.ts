/** The Publish button and panel, in the colours and type of Decap's own interface. */
export const panelStyle = `
.publish { position: fixed; right: 16px; bottom: 16px; z-index: 1000; display: flex; flex-direction: column; align-items: flex-end; gap: 8px;
  font: 14px/1.45 -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, sans-serif; color: #313d3e; }
.publish-toggle, .publish-now { font: inherit; font-weight: 600; border: 0; border-radius: 6px; padding: 10px 16px; cursor: pointer;
  background: #3a69c7; color: #fff; box-shadow: 0 2px 8px rgb(0 0 0 / 0.2); }
.publish-toggle:focus-visible, .publish-now:focus-visible { outline: 3px solid #313d3e; outline-offset: 2px; }
.publish-now:disabled { background: #c4c4cc; color: #5c6469; cursor: not-allowed; box-shadow: none; }
.publish-panel { width: min(440px, calc(100vw - 32px)); max-height: 70vh; overflow: auto; background: #fff; border-radius: 8px; padding: 16px 20px;
  box-shadow: 0 4px 24px rgb(0 0 0 / 0.25); }
.publish-panel h2 { font-size: 17px; margin: 0 0 8px; }
.publish-panel p { margin: 8px 0; }
.publish-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.publish-changes, .publish-problems, .publish-warnings { margin: 4px 0 12px; padding-left: 22px; }
.publish-problems li, .publish-problem { color: #a3222b; overflow-wrap: anywhere; }
.publish-warnings { background: #fff6dc; border-left: 4px solid #b87a00; border-radius: 4px; padding: 6px 8px 6px 26px; }
.publish-warnings li { color: #5c4300; overflow-wrap: anywhere; }
.publish-panel [role='status'] { white-space: pre-line; overflow-wrap: anywhere; }
.stale-notice { position: fixed; top: 0; left: 0; right: 0; z-index: 2000; display: flex; gap: 16px; align-items: center; padding: 12px 20px;
  background: #a3222b; color: #fff; font: 15px/1.45 -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, sans-serif; }
.stale-notice p { margin: 0; flex: 1; }
.stale-notice button { font: inherit; font-weight: 600; border: 0; border-radius: 6px; padding: 8px 14px; background: #fff; color: #a3222b; cursor: pointer; }
`;
