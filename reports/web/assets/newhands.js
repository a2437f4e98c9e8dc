// stud8 serve: a page that shows a player or a hand asks /api/stamp every
// five seconds how many hands the database holds, and says so when new
// hands arrived (stud8 serve --watch imports them); it never reloads by
// itself, so the reader keeps his place. Nothing fetched but /api/stamp.
"use strict";

(function () {
  if (!/^\/(player|hand|session)s?\//.test(location.pathname)) return;
  let first = null;
  let note = null;
  function show(n) {
    if (!note) {
      note = document.createElement("p");
      note.className = "new-hands";
      note.setAttribute("role", "status");
      note.style.cssText = "position:fixed;bottom:1em;right:1em;padding:.5em 1em;background:#ffd;border:1px solid #cc9;margin:0";
      document.body.appendChild(note);
    }
    note.textContent = (n === 1 ? "1 new hand" : n + " new hands") + " arrived since this page was opened. ";
    const a = document.createElement("a");
    a.href = location.href;
    a.textContent = "Reload to see them";
    note.appendChild(a);
  }
  async function poll() {
    try {
      const r = await fetch("/api/stamp", {cache: "no-store"});
      if (r.ok) {
        const s = await r.json();
        if (first === null) first = s.hands;
        else if (s.hands > first) show(s.hands - first);
      }
    } catch (e) { /* the server stopped: try again later */ }
    setTimeout(poll, 5000);
  }
  poll();
})();
