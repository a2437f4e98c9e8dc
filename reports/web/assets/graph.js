// stud8 serve: the player page's winnings graphs. The money / big bets
// toggle, and the hover: the hand under the pointer (its number, site, id,
// time and each line's value) in a tip, a click opening it in the replayer.
"use strict";

function setupGraphs() {
  const toggle = document.getElementById("measure");
  if (toggle) {
    toggle.addEventListener("change", e => {
      const m = e.target.value;
      document.querySelectorAll(".measure-money, .measure-bb").forEach(d => { d.hidden = !d.classList.contains("measure-" + m); });
    });
  }
  document.querySelectorAll("section.graph").forEach(sec => {
    const data = sec.querySelector("script.graph-points");
    if (!data) return;
    const points = JSON.parse(data.textContent); // [n, site, id, time, link] of each drawn hand
    const tip = sec.querySelector(".graph-tip");
    sec.querySelectorAll("svg.graph").forEach(svg => {
      const hands = Number(svg.dataset.hands), x0 = Number(svg.dataset.x0), x1 = Number(svg.dataset.x1);
      const cursor = svg.querySelector("line.cursor");
      const lines = Array.from(svg.querySelectorAll("desc[data-values]")).reverse()
        .map(d => ({name: d.dataset.line, values: d.dataset.values.split(" ")}));
      // nearest returns the index in points of the drawn hand nearest the pointer.
      function nearest(ev) {
        const box = svg.getBoundingClientRect();
        const vx = (ev.clientX - box.left) * svg.viewBox.baseVal.width / box.width;
        const n = (vx - x0) / (x1 - x0) * hands;
        let best = 0;
        points.forEach((p, k) => { if (Math.abs(p[0] - n) < Math.abs(points[best][0] - n)) best = k; });
        return best;
      }
      svg.addEventListener("mousemove", ev => {
        const k = nearest(ev), p = points[k];
        const cx = x0 + p[0] / hands * (x1 - x0);
        cursor.setAttribute("x1", cx); cursor.setAttribute("x2", cx);
        cursor.setAttribute("visibility", "visible");
        tip.textContent = "hand " + p[0] + ": " + p[1] + " " + p[2] + ", " + p[3] + " · " +
          lines.map(l => l.name + " " + l.values[k]).join(" · ");
        tip.dataset.hand = p[0];
        tip.dataset.link = p[4];
        tip.hidden = false;
      });
      svg.addEventListener("mouseleave", () => { cursor.setAttribute("visibility", "hidden"); });
      svg.addEventListener("click", ev => { location.href = points[nearest(ev)][4]; });
    });
  });
}

document.addEventListener("DOMContentLoaded", setupGraphs);
