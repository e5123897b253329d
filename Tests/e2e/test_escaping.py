"""Stored text never becomes markup or script (issue 19): payloads saved through the UI and the
API are shown as text on every page that shows them; no dialog opens, no injected element or
handler exists, and no script error or CSP report reaches the console."""
from urllib.parse import quote

from selenium.webdriver.common.by import By

from conftest import api, click_and_wait, fill, screenshot, sign_in

TAG = '"><img src=x onerror=alert(1)>'
QUOTE = "'onmouseover='alert(2)"
TEXTAREA = "</textarea><script>alert(3)</script>"
ENTITY = "Tom &quot;Jerry&quot;"
TEXT = f"{TAG} {QUOTE} {TEXTAREA} {ENTITY}"
MARKDOWN = f"Notes <svg onload=alert(4)> [click](javascript:alert(5)) {TEXT}"

# Records any dialog a page opens (and says so on the console) before the page's own scripts run.
DIALOG_TRAP = """
window.__dialogs = [];
for (const name of ["alert", "confirm", "prompt"]) {
  window[name] = (...args) => { window.__dialogs.push(name + ":" + args.join(",")); console.error("dialog opened: " + name); };
}
"""

# Anything a payload would have made: injected elements, inline handlers, script links.
INJECTED = """
return [...document.querySelectorAll('img[src="x"], svg[onload], script:not([src]), textarea script')].map((e) => e.outerHTML)
  .concat([...document.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name)))
    .map((e) => e.outerHTML.slice(0, 120)))
  .concat([...document.querySelectorAll('a[href^="javascript:" i], [src^="javascript:" i]')].map((e) => e.outerHTML));
"""


def visit(driver, server, path, shows=True):
    driver.get(server.url + path)
    assert driver.execute_script("return document.readyState") == "complete"
    assert driver.execute_script("return window.__dialogs") == [], f"{path} opened a dialog"
    injected = driver.execute_script(INJECTED)
    assert injected == [], f"{path} has injected markup: {injected}"
    if shows:
        assert TAG in driver.find_element(By.TAG_NAME, "main").text, f"{path} does not show the payload as text"


def test_stored_payloads_render_as_text_on_every_page(driver, server):
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": DIALOG_TRAP})
    sign_in(driver, server)
    driver.get(server.url + "/settings")
    # Through the UI: the display name and a token's name.
    fill(driver, "displayName", TEXT)
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Save settings']"))
    fill(driver, "name", TEXT)
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Create token']"))
    visit(driver, server, "/settings")
    screenshot(driver, "escaping-settings")

    # Through the API: a bit of everything.
    driver.get(server.url + "/today")
    lst = api(driver, "POST", "/api/v1/lists", {"name": TEXT})
    task = api(driver, "POST", "/api/v1/tasks", {
        "title": TEXT, "notes": MARKDOWN, "tags": [QUOTE], "checklist": [TEXT], "listId": lst["id"], "when": "someday"})["task"]
    comparison = api(driver, "POST", "/api/v1/prices/comparisons", {
        "name": TEXT, "products": [{"name": TEXT, "store": TEXT, "price": "2", "quantity": "1", "unit": "kg"}]})
    timeline = api(driver, "POST", "/api/v1/timelines", {"name": TEXT})
    event = api(driver, "POST", f"/api/v1/timelines/{timeline['id']}/events",
                {"title": TEXT, "notes": MARKDOWN, "tags": [QUOTE], "start": "2015-03"})
    area = api(driver, "POST", "/api/v1/areas", {"name": TEXT})
    api(driver, "POST", "/api/v1/weeks/today/goals", {"title": TEXT, "areaId": area["id"], "estimateHours": 2})
    intention = api(driver, "POST", "/api/v1/intentions", {"what": TEXT, "plannedMinutes": 25})
    api(driver, "POST", f"/api/v1/intentions/{intention['id']}/end")
    api(driver, "POST", f"/api/v1/intentions/{intention['id']}/review", {"wentWell": TEXT})
    food = api(driver, "POST", "/api/v1/custom-foods", {"name": TEXT, "nutrients": {"208": 250}})
    recipe = api(driver, "POST", "/api/v1/recipes", {
        "name": TEXT, "servings": 2, "ingredients": [{"foodId": food["id"], "grams": 100}]})
    api(driver, "POST", "/api/v1/food/quick-add", {"kcal": 100, "meal": "snack", "note": TEXT})

    for path in [
        "/tasks/someday", f"/tasks/lists/{lst['id']}", f"/tasks/item/{task['id']}", "/tasks/search?q=" + quote(TEXT),
        "/prices/saved", f"/prices/saved/{comparison['id']}",
        "/timelines", "/timelines/graph", "/timelines/manage", f"/timelines/events/{event['id']}",
        f"/timelines/events/{event['id']}/edit",
        "/week", "/week/areas", "/today", "/focus", "/focus/history", f"/focus/{intention['id']}/edit",
        "/food", "/food/custom", f"/food/custom/{food['id']}/edit", "/food/recipes", f"/food/recipes/{recipe['id']}",
        f"/food/recipes/{recipe['id']}/edit",
    ]:
        visit(driver, server, path)
    screenshot(driver, "escaping-recipe-edit")
    # Hovering the rows and names would fire an injected onmouseover; none may exist, and nothing opens.
    driver.get(server.url + f"/tasks/item/{task['id']}")
    for element in driver.find_elements(By.CSS_SELECTOR, "main a, main span, main input")[:30]:
        if element.is_displayed():
            driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('mouseover', {bubbles: true}))", element)
    assert driver.execute_script("return window.__dialogs") == []
    screenshot(driver, "escaping-task")
