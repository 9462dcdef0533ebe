/**
 * `/widget.js` (ADR 040): the one script a tenant's site includes. It adds a single `<iframe>`
 * (the platform's frame, from the host the script came from) and sizes it as the frame asks;
 * everything the visitor sees is inside the frame, so no style leaks in or out. Its one global
 * is `window.OpsaiWidget` (the widgets already on the page); no dependency, no build step.
 */

const WIDGET_SCRIPT = `(function () {
  "use strict";
  var script = document.currentScript;
  if (!script) return;
  var id = script.getAttribute("data-widget") || "";
  if (!/^wgt_[A-Za-z0-9_-]{10,40}$/.test(id)) return;
  var origin = new URL(script.src, location.href).origin;
  var loaded = (window.OpsaiWidget = window.OpsaiWidget || { frames: {} });
  if (loaded.frames[id]) return;
  var frame = document.createElement("iframe");
  loaded.frames[id] = frame;
  frame.src = origin + "/widget-frame/" + encodeURIComponent(id);
  frame.title = "Chat";
  frame.setAttribute("allow", "clipboard-write");
  frame.setAttribute("data-opsai-widget", id);
  var base = "position:fixed;bottom:0;z-index:2147483000;border:0;margin:0;padding:0;" +
    "background:transparent;color-scheme:normal;max-width:100vw;max-height:100vh;";
  // Hidden until the frame speaks: a frame the browser refused (an origin not allowed) shows nothing.
  frame.setAttribute("style", base + "right:0;width:0;height:0;visibility:hidden;");
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== "opsai-widget") return;
    var width = Math.max(0, Math.min(Number(data.width) || 0, 1000));
    var height = Math.max(0, Math.min(Number(data.height) || 0, 1000));
    var side = data.position === "bottom-left" ? "left:0;" : "right:0;";
    frame.setAttribute("style", base + side + "width:" + width + "px;height:" + height + "px;");
  });
  function attach() { document.body.appendChild(frame); }
  if (document.body) attach();
  else document.addEventListener("DOMContentLoaded", attach);
})();
`

/** Short: a fixed script changes only with a deployment, and sites keep their snippet for years. */
const MAX_AGE_SECONDS = 300

export function serveWidgetScript(): Response {
  return new Response(WIDGET_SCRIPT, {
    status: 200,
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': `public, max-age=${MAX_AGE_SECONDS}`,
      // Loaded by other sites' pages: a cross-origin script by design.
      'cross-origin-resource-policy': 'cross-origin',
    },
  })
}
