// stud8 serve: column sorting for report tables and the hand replayer's
// stepping. No libraries, nothing fetched.
"use strict";

function sortTable(th) {
  const table = th.closest("table");
  const col = Number(th.dataset.col);
  const body = table.tBodies[0];
  const rows = Array.from(body.rows);
  const asc = th.dataset.dir !== "asc";
  table.querySelectorAll("th").forEach(h => { delete h.dataset.dir; h.removeAttribute("aria-sort"); });
  th.dataset.dir = asc ? "asc" : "desc";
  th.setAttribute("aria-sort", asc ? "ascending" : "descending");
  const key = r => r.cells[col] ? r.cells[col].dataset.key || "" : "";
  const numeric = rows.every(r => key(r) === "" || !isNaN(Number(key(r))));
  rows.sort((a, b) => {
    let x = key(a), y = key(b), c;
    if (numeric) {
      // empty cells sort last either way
      if (x === "" || y === "") return (x === "") - (y === "");
      c = Number(x) - Number(y);
    } else {
      c = x.localeCompare(y);
    }
    return asc ? c : -c;
  });
  rows.forEach(r => body.appendChild(r));
}

function setupSorting() {
  document.querySelectorAll("table.sortable th").forEach(th => {
    th.addEventListener("click", () => sortTable(th));
    th.addEventListener("keydown", e => { if (e.key === "Enter") sortTable(th); });
  });
}

const streetNames = {3: "3rd street", 4: "4th street", 5: "5th street", 6: "6th street", 7: "7th street"};

function setupReplayer() {
  const root = document.getElementById("replayer");
  if (!root) return;
  const steps = Array.from(document.querySelectorAll("#steps > li.step"));
  const final = Number(root.dataset.final);
  const viewer = root.dataset.viewer;
  const hide = document.getElementById("hide");
  let cur = Number(root.dataset.initial) || 0;
  const fromHash = /^#step-(\d+)$/.exec(location.hash);
  if (fromHash && Number(fromHash[1]) < steps.length) cur = Number(fromHash[1]);

  function show(i, push) {
    cur = Math.max(0, Math.min(steps.length - 1, i));
    const st = steps[cur];
    const street = Number(st.dataset.street);
    const atEnd = cur === final;
    steps.forEach((s, k) => {
      s.classList.toggle("current", k === cur);
      s.classList.toggle("future", k > cur);
      if (k === cur) s.setAttribute("aria-current", "step"); else s.removeAttribute("aria-current");
    });
    document.querySelectorAll(".seat").forEach(seat => {
      const fold = Number(seat.dataset.fold);
      seat.classList.toggle("folded", fold >= 0 && cur >= fold);
      const mine = seat.dataset.player === viewer;
      const shown = atEnd && seat.dataset.showdown === "true";
      seat.querySelectorAll(".cards .card").forEach(c => {
        c.classList.toggle("undealt", Number(c.dataset.street) > street);
        const conceal = c.classList.contains("down") && hide.checked && !mine && !shown;
        c.classList.toggle("concealed", conceal);
      });
      seat.querySelectorAll(".final-only").forEach(e => e.classList.toggle("visible", atEnd));
      // all-in from the action that put the player all-in on
      seat.querySelectorAll(".tag.all-in").forEach(e => { e.hidden = cur < Number(e.dataset.step); });
    });
    document.getElementById("pot").textContent = st.dataset.pot;
    document.getElementById("street").textContent = atEnd ? st.querySelector("b").textContent : streetNames[street] || "";
    document.getElementById("back").disabled = cur === 0;
    document.getElementById("forward").disabled = cur === steps.length - 1;
    if (push) {
      const u = new URL(location.href);
      u.searchParams.delete("line");
      u.searchParams.delete("code");
      u.searchParams.set("step", String(cur));
      u.hash = "";
      history.replaceState(null, "", u);
    }
    st.scrollIntoView({block: "nearest"});
  }

  document.getElementById("first").addEventListener("click", () => show(0, true));
  document.getElementById("back").addEventListener("click", () => show(cur - 1, true));
  document.getElementById("forward").addEventListener("click", () => show(cur + 1, true));
  document.getElementById("last").addEventListener("click", () => show(steps.length - 1, true));
  steps.forEach((s, k) => s.addEventListener("click", () => show(k, true)));
  hide.addEventListener("change", () => {
    const u = new URL(location.href);
    // Opened for a player, hiding is the default: unchecked says hide=0.
    const set = p => {
      if (hide.checked) p.set("hide", "1");
      else if (p.has("player")) p.set("hide", "0");
      else p.delete("hide");
    };
    set(u.searchParams);
    history.replaceState(null, "", u);
    document.querySelectorAll("nav.hands a").forEach(a => {
      const v = new URL(a.href);
      set(v.searchParams);
      a.href = v;
    });
    show(cur, false);
  });
  document.addEventListener("keydown", e => {
    if (e.target.tagName === "INPUT" && e.target.type !== "checkbox") return;
    if (e.key === "ArrowRight") { show(cur + 1, true); e.preventDefault(); }
    if (e.key === "ArrowLeft") { show(cur - 1, true); e.preventDefault(); }
    if (e.key === "Home") { show(0, true); e.preventDefault(); }
    if (e.key === "End") { show(steps.length - 1, true); e.preventDefault(); }
  });
  root.classList.add("live");
  show(cur, false);
}

document.addEventListener("DOMContentLoaded", () => { setupSorting(); setupReplayer(); });
