"""Timelines as a user meets them: add a range event, toggle end rows, the graph, a CSV import."""
from selenium.webdriver.common.by import By

from conftest import click_and_wait, fill, screenshot, sign_in


def add_event(driver, server, title, start, end="", timeline=None, new_timeline=None, ongoing=False):
    driver.get(server.url + "/timelines")
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Add event"))
    fill(driver, "title", title)
    if timeline:
        driver.find_element(By.XPATH, f"//select[@name='timelineId']/option[normalize-space()='{timeline}']").click()
    if new_timeline:
        fill(driver, "newTimeline", new_timeline)
    fill(driver, "start", start)
    fill(driver, "end", end)
    if ongoing:
        driver.find_element(By.NAME, "ongoing").click()
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Add event']"))


def test_add_a_range_event_and_see_its_duration(driver, server):
    sign_in(driver, server)
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Timelines"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Timelines"
    assert "Nothing here yet" in driver.page_source
    screenshot(driver, "timelines-empty")
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Add event"))
    screenshot(driver, "timelines-form")
    add_event(driver, server, "Employed at Company Z", "2015-06-25", "2019-08-29", new_timeline="Work")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Employed at Company Z"
    facts = driver.find_element(By.CSS_SELECTOR, ".tl-facts").text
    assert "4 years, 2 months, and 4 days" in facts
    assert "Added “Employed at Company Z”." in driver.find_element(By.CSS_SELECTOR, ".flash").text

    add_event(driver, server, "Flat in Leipzig", "~2012", "2016-03", new_timeline="Homes")
    add_event(driver, server, "Company Y", "2019-09", timeline="Work", ongoing=True)
    add_event(driver, server, "Bought a laptop", "2017-05", new_timeline="Devices")
    # A bad date is refused at its field and the form keeps what was typed.
    add_event(driver, server, "Backwards", "2015-06", "2014", timeline="Work")
    assert "The end 2014 is before the start 2015-06." in driver.find_element(By.ID, "end-error").text
    assert driver.find_element(By.NAME, "title").get_attribute("value") == "Backwards"

    driver.get(server.url + "/timelines")
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Employed at Company Z"))
    happening = driver.find_element(By.ID, "what-was-happening").text
    assert "Flat in Leipzig" in happening and "Bought a laptop" in happening and "Company Y" not in happening
    screenshot(driver, "timelines-event")


def test_toggle_end_rows_and_order(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/timelines")
    rows = driver.find_elements(By.CSS_SELECTOR, "#timeline-rows .tl-row")
    kinds = [row.get_attribute("class").split("tl-row-")[-1] for row in rows]
    # Newest first: the ongoing row (today) is on top.
    assert kinds[0] == "ongoing"
    assert "end" in kinds
    assert "Ongoing:" in rows[0].text or "Ongoing" in rows[0].get_attribute("innerHTML")
    screenshot(driver, "timelines-list")

    click_and_wait(driver, driver.find_element(By.ID, "toggle-ends"))
    assert "hideEnds=1" in driver.current_url
    rows = driver.find_elements(By.CSS_SELECTOR, "#timeline-rows .tl-row")
    assert not driver.find_elements(By.CSS_SELECTOR, ".tl-row-end, .tl-row-ongoing")
    assert len(rows) == 4
    screenshot(driver, "timelines-list-no-ends")

    click_and_wait(driver, driver.find_element(By.ID, "toggle-order"))
    titles = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#timeline-rows .tl-title")]
    assert titles == ["Flat in Leipzig", "Employed at Company Z", "Bought a laptop", "Company Y"]
    click_and_wait(driver, driver.find_element(By.ID, "toggle-ends"))
    assert driver.find_elements(By.CSS_SELECTOR, ".tl-row-end")

    # One timeline alone, then save the view as a query.
    driver.get(server.url + "/timelines")
    click_and_wait(driver, driver.find_element(By.XPATH, "//nav[contains(@class,'tl-timelines')]//a[contains(., 'Work')]"))
    titles = {e.text for e in driver.find_elements(By.CSS_SELECTOR, "#timeline-rows .tl-title")}
    assert titles == {"Employed at Company Z", "Company Y"}
    driver.find_element(By.CSS_SELECTOR, ".tl-filters summary").click()
    fill(driver, "name", "Work only")
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Save query']"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Timelines: Work only"
    assert driver.find_element(By.LINK_TEXT, "Work only")


def test_graphical_view(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/timelines")
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Graph"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Timelines graph"
    items = driver.find_elements(By.CSS_SELECTOR, "#timeline-graph a.tl-item")
    assert len(items) == 4
    titles = [item.find_element(By.TAG_NAME, "title").get_attribute("textContent") for item in items]
    assert any(t.startswith("Employed at Company Z: 25 Jun 2015 – 29 Aug 2019") for t in titles)
    assert driver.find_elements(By.CSS_SELECTOR, "#timeline-graph linearGradient")
    labels = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".tl-lane-label")]
    assert labels == ["Work", "Homes", "Devices"]
    screenshot(driver, "timelines-graph")
    # On a phone the graph is wider than the screen and opens at today, not at its first year.
    driver.set_window_size(375, 800)
    driver.refresh()
    scroller = driver.find_element(By.CSS_SELECTOR, ".tl-graph-scroll")
    assert driver.execute_script("return arguments[0].scrollWidth > arguments[0].clientWidth", scroller)
    assert driver.execute_script("return arguments[0].scrollLeft", scroller) > 0
    today = driver.find_element(By.CSS_SELECTOR, ".tl-today").rect
    box = scroller.rect
    assert box["x"] <= today["x"] <= box["x"] + box["width"], (today, box)
    driver.save_screenshot("Tests/e2e/screenshots/timelines-graph-phone-at-today-375.png")
    driver.set_window_size(1280, 900)

    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Zoom in"))
    assert "from=" in driver.current_url and "to=" in driver.current_url
    screenshot(driver, "timelines-graph-zoomed")
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "All years"))
    # Keyboard users reach the items; Enter opens the event.
    first = driver.find_elements(By.CSS_SELECTOR, "#timeline-graph a.tl-item")[0]
    driver.execute_script("arguments[0].focus()", first)
    assert driver.switch_to.active_element == first
    click_and_wait(driver, first)
    assert "/timelines/events/" in driver.current_url


def test_manage_timelines(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/timelines/manage")
    names = [e.text.split(" · ")[0] for e in driver.find_elements(By.CSS_SELECTOR, ".tl-manage section h2 .tl-chip")]
    assert names == ["Work", "Homes", "Devices"]
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "button[aria-label='Move Devices up']"))
    names = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".tl-manage section h2 .tl-chip")]
    assert names == ["Work", "Devices", "Homes"]
    screenshot(driver, "timelines-manage")


def test_csv_import_preview_then_confirm(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/timelines/import")
    csv = ("Year,Month,Day,End Year,End Month,End Day,Headline,Text,Group\n"
           "2010,9,1,2015,6,30,University,,Education\n"
           "2016,13,,,,,Broken month,,Education\n"
           "2015,6,25,2019,8,29,Employed at Company Z,,Work\n")
    driver.find_element(By.NAME, "csv").send_keys(csv)
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Preview']"))
    summary = driver.find_element(By.ID, "import-summary").text
    assert "1 event will be created, 1 already there, 1 row cannot be read" in summary
    assert "Month 13 is not a month." in driver.page_source
    screenshot(driver, "timelines-import-preview")
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[starts-with(normalize-space(), 'Confirm')]"))
    assert "Imported 1 event and created 1 timeline." in driver.find_element(By.CSS_SELECTOR, ".flash").text
    assert driver.find_element(By.LINK_TEXT, "University")
