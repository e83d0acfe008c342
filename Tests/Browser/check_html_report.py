"""Checks a Perceive HTML report in headless Chromium, as a person with a keyboard, a screen
reader's user and axe-core would meet it. Run by HTMLReportBrowserTests (swift test).

usage: check_html_report.py REPORT.html SCREENSHOT_FOLDER [--time-only]

Prints one JSON object: what was found, and "failures", a list of sentences (empty when the
report passes). With --time-only it only measures how long the page takes to open.
"""
import json
import os
import sys
import time

from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

SIZES = {"desktop": (1280, 900), "narrow": (390, 844)}


def browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--force-device-scale-factor=1", "--hide-scrollbars"):
        options.add_argument(argument)
    binary = os.environ.get("PERCEIVE_CHROMIUM", "/usr/bin/chromium")
    if os.path.exists(binary):
        options.binary_location = binary
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver_path = os.environ.get("PERCEIVE_CHROMEDRIVER", "/usr/bin/chromedriver")
    service = Service(driver_path) if os.path.exists(driver_path) else Service()
    return webdriver.Chrome(options=options, service=service)


def set_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def tab_through(driver, limit=400):
    """Presses Tab from the top of the page until focus comes back to the first control;
    returns each focused control's description and whether its focus was visible."""
    driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0);")
    seen = []
    first = None
    for _ in range(limit):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        focused = driver.switch_to.active_element
        key = driver.execute_script(
            "var e = document.activeElement; return e.tagName + '#' + (e.id || '') + '|' + "
            "(e.getAttribute('href') || '') + '|' + (e.textContent || '').trim().slice(0, 40);")
        if key == first or key.startswith("BODY"):
            break
        if first is None:
            first = key
        visible = driver.execute_script(
            "var s = getComputedStyle(document.activeElement); "
            "return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;")
        seen.append((key, visible, focused))
    return seen


def focusable_controls(driver):
    return driver.execute_script("""
        return Array.from(document.querySelectorAll('a[href], button, input, summary, [tabindex="0"]'))
          .filter(function (e) { return !e.disabled && e.getClientRects().length > 0 && !(e.type === 'radio' && !e.checked) &&
                                        !(e.closest('details:not([open])') && e.tagName !== 'SUMMARY') &&
                                        getComputedStyle(e).visibility !== 'hidden'; })
          .map(function (e) { return e.tagName + '#' + (e.id || '') + '|' + (e.getAttribute('href') || '') + '|' +
                                     (e.textContent || '').trim().slice(0, 40); });""")


def check(report, folder):
    failures = []
    found = {}
    url = "file://" + os.path.abspath(report)
    driver = browser()
    try:
        for scheme in ("light", "dark"):
            for size_name, (width, height) in SIZES.items():
                where = "%s, %s" % (scheme, size_name)
                driver.set_window_size(width, height)
                set_scheme(driver, scheme)
                driver.get("about:blank")
                driver.get(url)
                data = driver.execute_script("return JSON.parse(document.getElementById('perceive-data').textContent);")
                # Every screen: opened from its link, its numbered order drawn, its transcript listed.
                for index, screen in enumerate(data["screens"]):
                    driver.get(url + "#screen-%d" % index)
                    driver.refresh()
                    heading = driver.find_element(By.ID, "screen-heading").text
                    if heading != screen["name"]:
                        failures.append("%s: screen %d opened as %r, not %r" % (where, index, heading, screen["name"]))
                    numbers = [b.get_attribute("textContent") for b in driver.find_elements(By.CSS_SELECTOR, "#wireframe .badge text")]
                    expected = [str(e[5]) for e in screen["elements"] if e[5] is not None and e[1] is not None]
                    if sorted(numbers, key=int) != sorted(expected, key=int):
                        failures.append("%s: screen %r shows the order %s, not %s" % (where, screen["name"], numbers, expected))
                    lines = driver.find_elements(By.CSS_SELECTOR, "#transcript li")
                    if len(lines) != max(len(screen["transcript"]), 1):
                        failures.append("%s: screen %r lists %d transcript lines, not %d"
                                        % (where, screen["name"], len(lines), len(screen["transcript"])))
                    found.setdefault("screens", []).append({"name": screen["name"], "order": len(numbers),
                                                            "lines": len(lines)})
                driver.get(url)
                # Every finding shown.
                articles = driver.find_elements(By.CSS_SELECTOR, "article.finding")
                shown = [a for a in articles if a.is_displayed()]
                if len(shown) != data["reportFindings"]:
                    failures.append("%s: %d of %d findings shown" % (where, len(shown), data["reportFindings"]))
                found["findings"] = len(shown)
                # The keyboard alone reaches every control, with a visible focus.
                visited = tab_through(driver)
                keys = [key for key, _, _ in visited]
                missing = [control for control in focusable_controls(driver) if control not in keys]
                if missing:
                    failures.append("%s: Tab never reaches %s" % (where, missing[:5]))
                invisible = [key for key, visible, _ in visited if not visible]
                if invisible:
                    failures.append("%s: focus is not visible on %s" % (where, invisible[:5]))
                found["tabStops"] = len(visited)
                # Play the transcript from the keyboard: the lines follow one another.
                play = [focused for key, _, focused in visited if key.startswith("BUTTON#play|")]
                if not play:
                    failures.append("%s: Tab never reaches the Play button" % where)
                else:
                    play[0].send_keys(Keys.ENTER)
                    reached = 0
                    for _ in range(40):
                        time.sleep(0.25)
                        reached = driver.execute_script(
                            "var l = document.querySelector('#transcript li[aria-current=true]');"
                            "return l ? Number(l.id.slice(5)) : -1;")
                        if reached >= 2:
                            break
                    if reached < 2:
                        failures.append("%s: playing the transcript did not move past line %d" % (where, reached + 1))
                    play[0].send_keys(Keys.ENTER)
                    found["playedTo"] = reached + 1
                    if driver.find_element(By.ID, "play").text != "Play":
                        failures.append("%s: Enter on Stop did not stop playing" % where)
                    # The line played is linked to its element on the wireframe.
                    if not driver.find_elements(By.CSS_SELECTOR, "#wireframe .el.selected"):
                        failures.append("%s: the wireframe does not follow the transcript" % where)
                check_variants(driver, data, visited, where, failures, found)
                check_costs(driver, data, where, failures, found)
                # axe-core on the report, with a screen, an element, a settings variant and the
                # costs of each control chosen.
                axe = Axe(driver)
                axe.inject()
                results = axe.run()
                for violation in results["violations"]:
                    targets = [node["target"] for node in violation["nodes"]][:3]
                    failures.append("%s: axe-core %s: %s at %s" % (where, violation["id"], violation["help"], targets))
                errors = console_errors(driver)
                if errors:
                    failures.append("%s: console errors %s" % (where, errors[:3]))
                # A screenshot of the first screen with its third line chosen.
                driver.get(url + "#screen-0-2")
                driver.refresh()
                # The page's own smooth scroll to the screen opened may still be under way: stop it first.
                driver.execute_script("document.documentElement.style.scrollBehavior = 'auto';"
                                      "document.getElementById('screen-view').scrollIntoView({behavior: 'instant'});"
                                      "document.activeElement.blur();")
                time.sleep(0.3)
                driver.execute_script("document.getElementById('screen-view').scrollIntoView({behavior: 'instant'});")
                name = "html-report-%s%s.png" % (size_name, "" if scheme == "light" else "-dark")
                driver.save_screenshot(os.path.join(folder, name))
    finally:
        driver.quit()
    found["failures"] = failures
    return found


def check_variants(driver, data, visited, where, failures, found):
    """From the keyboard alone: Tab reaches the settings switcher, the arrow keys choose each
    variant in turn, each is drawn with its own elements and findings and announced; then the
    first variant that differs from the screen as audited is left chosen."""
    radios = [focused for key, _, focused in visited if key.startswith("INPUT#")]
    if not radios:
        failures.append("%s: Tab never reaches the settings switcher" % where)
        return
    screen = data["screens"][driver.execute_script(
        "var b = document.querySelector('#screen-list button[aria-current=true]'); return b ? Number(b.getAttribute('data-screen')) : 0;")]
    variants = screen.get("variants") or []
    radios[0].send_keys(Keys.HOME)
    announced = []
    for index in range(1, len(data["variants"])):
        driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
        chosen = driver.execute_script("return document.querySelector('input[name=variant]:checked').value;")
        status = driver.find_element(By.ID, "variant-status").text
        if chosen != str(index) or not status.startswith(data["variants"][index]):
            failures.append("%s: the right arrow chose variant %s announced %r, not variant %d" % (where, chosen, status, index))
        # A variant holds only the fields that differ from the screen as audited.
        shown = dict(screen)
        if index - 1 < len(variants) and variants[index - 1]:
            shown.update(variants[index - 1])
            if "elements" in variants[index - 1]:
                shown["elements"] = [screen["elements"][i] if e == 0 else
                                     [screen["elements"][i][0]] + e + screen["elements"][i][5:] if len(e) == 4 else e
                                     for i, e in enumerate(variants[index - 1]["elements"])]
        drawn = len(driver.find_elements(By.CSS_SELECTOR, "#wireframe .el"))
        expected = len([e for e in shown["elements"] if e[1] is not None])
        if drawn != expected:
            failures.append("%s: variant %r draws %d elements, not %d" % (where, data["variants"][index], drawn, expected))
        findings = {i for e in shown["elements"] for i in e[9]}
        listed = len(driver.find_elements(By.CSS_SELECTOR, "#screen-findings li"))
        if listed != len(findings):
            failures.append("%s: variant %r lists %d findings, not %d" % (where, data["variants"][index], listed, len(findings)))
        announced.append(status)
    found["variantsAnnounced"] = len(announced)
    differing = [i + 1 for i, v in enumerate(variants) if v]
    driver.switch_to.active_element.send_keys(Keys.HOME)
    for _ in range(differing[0] if differing else 0):
        driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    found["variantShown"] = data["variants"][differing[0]] if differing else None


def check_costs(driver, data, where, failures, found):
    """The costs of the screen shown: a row a technology, and each control's row once the
    disclosure is opened from the keyboard."""
    rows = driver.find_elements(By.CSS_SELECTOR, "#costs > .table-wrap tbody tr")
    summary = driver.find_elements(By.CSS_SELECTOR, "#costs summary")
    if not rows or not summary:
        failures.append("%s: the screen shows no costs" % where)
        return
    driver.execute_script("arguments[0].focus();", summary[0])
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    controls = driver.find_elements(By.CSS_SELECTOR, "#costs details tbody tr")
    visible = [row for row in controls if row.is_displayed()]
    found["costRows"] = len(rows)
    found["controlRows"] = len(visible)
    if not visible:
        failures.append("%s: Enter on %r shows no control's costs" % (where, summary[0].text))


def time_opening(report):
    """Milliseconds from navigation start to the first screen drawn, for the benchmark."""
    driver = browser()
    try:
        driver.set_window_size(1280, 900)
        start = time.monotonic()
        driver.get("file://" + os.path.abspath(report))
        wall = (time.monotonic() - start) * 1000
        timing = driver.execute_script(
            "var t = performance.getEntriesByType('navigation')[0];"
            "return {domContentLoaded: t.domContentLoadedEventEnd, load: t.loadEventEnd,"
            " screens: document.querySelectorAll('#screen-list li').length,"
            " drawn: document.querySelectorAll('#wireframe .el').length};")
        started = time.monotonic()
        driver.execute_script("location.hash = '#screen-' + (document.querySelectorAll('#screen-list li').length - 1);")
        timing["openLastScreenMs"] = round((time.monotonic() - started) * 1000)
        timing["getMs"] = round(wall)
        timing["errors"] = console_errors(driver)
        return timing
    finally:
        driver.quit()


if __name__ == "__main__":
    if "--time-only" in sys.argv:
        print(json.dumps(time_opening(sys.argv[1])))
    else:
        print(json.dumps(check(sys.argv[1], sys.argv[2])))
