// search.js fills the start page's search suggestions from /api/search as
// the text changes; picking a suggestion opens its page.
(function () {
  const input = document.getElementById("search-q");
  const list = document.getElementById("search-list");
  if (!input || !list) return;
  let urls = {}, asked = "", timer = 0;
  function fill(res) {
    list.replaceChildren();
    urls = {};
    for (const p of res.players) add(p.player, "player", p.url);
    for (const h of res.hands) add(h.hand_id, h.site + " hand, " + h.start + " " + h.currency, h.url);
  }
  function add(value, label, url) {
    const o = document.createElement("option");
    o.value = value;
    o.label = label;
    list.appendChild(o);
    urls[value] = url;
  }
  input.addEventListener("input", function (e) {
    const q = input.value.trim();
    const picked = !(e instanceof InputEvent) || e.inputType === "insertReplacementText";
    if (picked && urls[q]) {
      // A suggestion picked from the list (not typed): open it.
      window.location.href = urls[q];
      return;
    }
    clearTimeout(timer);
    if (q === "" || q === asked) return;
    timer = setTimeout(function () {
      asked = q;
      fetch("/api/search?q=" + encodeURIComponent(q)).then(function (r) {
        return r.ok ? r.json() : { players: [], hands: [] };
      }).then(function (res) {
        if (input.value.trim() === q) fill(res);
      });
    }, 120);
  });
})();
