"""The system end to end in a browser: plan a week, run an intention (tag, rate after the
5-second pause, review), the daily standup and the photos of a day."""
import struct
import time
import zlib

from selenium.webdriver.common.by import By
from selenium.webdriver.support.select import Select
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

from conftest import click_and_wait, fill, screenshot, sign_in


def submit(driver, form):
    click_and_wait(driver, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))


def press(driver, xpath):
    element = driver.find_element(By.XPATH, xpath)
    # On a phone the bottom bar covers the screen's last 56 px: bring the button above it first.
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    click_and_wait(driver, element)


def test_plan_a_week(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/week")
    press(driver, "//button[contains(., 'Add Career, Family, Health')]")
    assert "Added Career, Family, Health, Friends, Chores, Play" in driver.page_source
    capacity = driver.find_element(By.CSS_SELECTOR, "form[action$='/capacity']")
    for weekday in range(2, 7):
        field = capacity.find_element(By.NAME, f"hours{weekday}")
        field.clear()
        field.send_keys("3")
    submit(driver, capacity)
    assert "Total: 15 h" in driver.page_source
    for title, area, hours in [("Ship the quarterly report", "💼 Career", "8"), ("Run three times", "🌿 Health", "3"), ("Big side project", "🎲 Play", "6")]:
        form = driver.find_element(By.CSS_SELECTOR, "form.add-goal")
        fill(driver, "title", title)
        Select(form.find_element(By.NAME, "areaId")).select_by_visible_text(area)
        fill(driver, "estimateHours", hours)
        submit(driver, form)
        assert title in driver.page_source
    assert "2 h over capacity" in driver.find_element(By.CSS_SELECTOR, ".over-capacity").text
    screenshot(driver, "system-week-planning")
    click_and_wait(driver, driver.find_element(By.ID, "start-week"))
    assert "The week has started" in driver.page_source
    press(driver, "//button[@aria-label='Mark “Run three times” done']")
    assert "Updated “Run three times”" in driver.page_source
    screenshot(driver, "system-week-started")


def test_run_an_intention_end_to_end(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/focus")
    fill(driver, "what", "Write the browser test")
    fill(driver, "customMinutes", "1")
    Select(driver.find_element(By.NAME, "link")).select_by_visible_text("Goal: Ship the quarterly report (💼 Career)")
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/focus/start'] button[type=submit]"))

    clock = driver.find_element(By.CSS_SELECTOR, ".focus-clock")
    assert driver.find_element(By.CSS_SELECTOR, ".focus-what").text == "Write the browser test"
    first = clock.text
    # The countdown runs from the stored end time.
    WebDriverWait(driver, 15).until(lambda d: d.find_element(By.CSS_SELECTOR, ".focus-clock").text != first)
    assert driver.find_element(By.CSS_SELECTOR, ".focus-clock").text.startswith("0:5")
    screenshot(driver, "system-focus-countdown")

    driver.find_element(By.XPATH, "//summary[contains(., 'I got distracted')]").click()
    driver.find_element(By.XPATH, "//label[contains(., 'Something from outside')]").click()
    fill(driver, "note", "Doorbell")
    press(driver, "//button[contains(., 'Note it and carry on')]")
    assert "Noted. Back to it." in driver.page_source

    press(driver, "//button[contains(., 'End now')]")
    assert "/after" in driver.current_url
    opened = time.time()
    happy = driver.find_element(By.CSS_SELECTOR, "input[name=feeling][value=happy]")
    assert not happy.is_enabled(), "the feelings open 5 seconds after the end"
    gate = driver.find_element(By.CSS_SELECTOR, "[data-part=gate]")
    assert "the feelings open in" in gate.text, gate.text
    screenshot(driver, "system-focus-after")

    # One form: tags and review typed during the pause, a feeling once it opens, one Save.
    fill(driver, "newTags", "testing, e2e")
    fill(driver, "wentWell", "Wrote it in one go")
    fill(driver, "improve", "Fewer sleeps")
    fill(driver, "interesting", "Selenium waits are neat")
    WebDriverWait(driver, 20).until(lambda d: d.find_element(By.CSS_SELECTOR, "input[name=feeling][value=happy]").is_enabled())
    assert time.time() - opened >= 3.5
    driver.find_element(By.XPATH, "//label[contains(@class, 'feeling-choice')][contains(., 'happy')]").click()
    # Picking a feeling submits nothing: what was typed is still there.
    assert driver.find_element(By.NAME, "wentWell").get_attribute("value") == "Wrote it in one go"
    press(driver, "//button[normalize-space()='Save']")
    assert "Saved how “Write the browser test” went. Felt happy" in driver.page_source
    screenshot(driver, "system-focus-home")

    driver.get(server.url + "/focus/history?tag=e2e")
    row = driver.find_element(By.CSS_SELECTOR, "li.intention")
    assert "Write the browser test" in row.text and "#testing" in row.text and "💼 Career" in row.text
    assert "1 distraction" in row.text
    screenshot(driver, "system-focus-history")

    driver.get(server.url + "/week")
    assert "Metrics" in driver.page_source
    screenshot(driver, "system-week-metrics")


def test_daily_standup_and_modules(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/today")
    assert "What did I finish yesterday?" in driver.page_source
    assert "Write the browser test" in driver.page_source  # today's intentions
    fill(driver, "answer0", "Planned the week")
    fill(driver, "answer1", "Ship the report draft")
    fill(driver, "answer2", "Nothing")
    press(driver, "//button[contains(., 'Save standup')]")
    assert "Standup saved" in driver.page_source
    assert driver.find_element(By.NAME, "answer1").get_attribute("value") == "Ship the report draft"
    sleep = driver.find_element(By.CSS_SELECTOR, "details.day-module.sleep form")
    Select(sleep.find_element(By.NAME, "quality")).select_by_visible_text("4 of 5")
    submit(driver, sleep)
    assert "Sleep saved." in driver.page_source
    assert "8 h slept" in driver.find_element(By.CSS_SELECTOR, "details.day-module.sleep summary").text
    assert "Missing: health, workout, daily review, photos." in driver.page_source
    screenshot(driver, "system-today")

    result = server.cli("standup")
    assert result.returncode == 0, result.stderr
    assert "What did I finish yesterday?" in result.stdout
    result = server.cli("focus", "status")
    assert result.returncode == 0 and "No intention running" in result.stdout, result.stdout + result.stderr


def test_todays_todos_serve_an_area_and_reach_the_next_standup(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/today")
    card = driver.find_element(By.ID, "todos")
    picker = Select(card.find_element(By.NAME, "link"))
    assert picker.first_selected_option.text == "Pick a goal or area"
    card.find_element(By.NAME, "text").send_keys("Call the bank")
    picker.select_by_visible_text("Area: 💼 Career")
    click_and_wait(driver, card.find_element(By.CSS_SELECTOR, "button[type=submit]"), flash_text="Added “Call the bank”")
    row = driver.find_element(By.CSS_SELECTOR, "#todos li.task-row[data-title='Call the bank']")
    assert "💼 Career" in row.find_element(By.CSS_SELECTOR, ".area-chip.tie").text
    screenshot(driver, "system-today-todos")
    # The to-do's own page offers the same picker, with its area chosen.
    click_and_wait(driver, row.find_element(By.CSS_SELECTOR, "a.task-title"))
    assert Select(driver.find_element(By.ID, "link")).first_selected_option.text == "Area: 💼 Career"
    screenshot(driver, "system-todo-detail")
    driver.back()
    row = driver.find_element(By.CSS_SELECTOR, "#todos li.task-row[data-title='Call the bank']")
    # Today completes in place (tasks.js): the toast says so, the page does not reload.
    row.find_element(By.CSS_SELECTOR, "button.check").click()
    WebDriverWait(driver, 20).until(
        expected_conditions.text_to_be_present_in_element((By.CSS_SELECTOR, ".task-toast"), "Completed “Call the bank”"))
    # Tomorrow's standup pre-lists what was done today.
    click_and_wait(driver, driver.find_element(By.XPATH, "//nav[contains(@class,'week-nav')]/a[contains(., '→')]"))
    prelisted = driver.find_element(By.CSS_SELECTOR, "#standup .prelisted").text
    assert "Call the bank" in prelisted, prelisted
    screenshot(driver, "system-standup-tomorrow")
    driver.get(server.url + "/tasks/today")
    assert driver.find_element(By.ID, "quick-entry-link").get_attribute("required") == "true"
    screenshot(driver, "system-tasks-today-picker")

    # The CLI keeps the same rule.
    refused = server.cli("tasks", "add", "Pay rent today")
    assert refused.returncode != 0 and "ties back to a weekly goal or an area of focus" in refused.stderr, refused.stderr
    assert "Add --area NAME or --goal TITLE." in refused.stderr
    added = server.cli("tasks", "add", "Pay rent today", "--area", "career")
    assert added.returncode == 0 and "Added “Pay rent”" in added.stdout, added.stdout + added.stderr
    listed = server.cli("tasks", "list")
    assert "Career" in listed.stdout and "SERVES" in listed.stdout, listed.stdout


def write_png(path, width, height, colour):
    """A small real PNG (a diagonal gradient of `colour`), made with zlib and struct."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(
        b"\x00" + b"".join(bytes(min(255, c * (x + y) // (width + height) + 40) for c in colour) for x in range(width))
        for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
    return path


def test_photos_of_a_day(driver, server, tmp_path):
    sign_in(driver, server)
    driver.get(server.url + "/today")
    card = driver.find_element(By.CSS_SELECTOR, "details.day-module.photos")
    assert "Photos" in card.find_element(By.TAG_NAME, "summary").text
    sea = write_png(tmp_path / "sea.png", 160, 120, (40, 120, 220))
    field = write_png(tmp_path / "field.png", 120, 160, (90, 200, 60))
    form = card.find_element(By.CSS_SELECTOR, "form.photo-upload")
    form.find_element(By.NAME, "photo").send_keys(f"{sea}\n{field}")
    fill(driver, "caption", "Walk by the sea")
    click_and_wait(driver, form.find_element(By.CSS_SELECTOR, "button[type=submit]"), "2 photos added.")
    images = driver.find_elements(By.CSS_SELECTOR, "ul.photo-grid img")
    assert len(images) == 2
    WebDriverWait(driver, 20).until(lambda d: all(d.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image) for image in images))
    assert [image.get_attribute("naturalWidth") for image in images] == ["160", "120"]
    assert "2 photos" in driver.find_element(By.CSS_SELECTOR, "details.day-module.photos summary").text
    screenshot(driver, "system-photos")

    # A text file is refused, and the page says why.
    notes = tmp_path / "notes.txt"
    notes.write_text("not a photo")
    form = driver.find_element(By.CSS_SELECTOR, "form.photo-upload")
    form.find_element(By.NAME, "photo").send_keys(str(notes))
    click_and_wait(driver, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    assert "This file is not a JPEG, PNG, WebP or HEIC image." in driver.page_source

    driver.get(server.url + "/today")
    tile = driver.find_elements(By.CSS_SELECTOR, "ul.photo-grid li")[0]
    click_and_wait(driver, tile.find_element(By.CSS_SELECTOR, "button[type=submit]"), "Photo deleted.")
    assert len(driver.find_elements(By.CSS_SELECTOR, "ul.photo-grid img")) == 1
    click_and_wait(driver, driver.find_element(By.XPATH, "//div[contains(@class,'flash')]//button[contains(., 'Undo')]"))
    assert len(driver.find_elements(By.CSS_SELECTOR, "ul.photo-grid img")) == 2
    # A to-do for a weekly goal shows under the goal on the week page.
    linked = server.cli("tasks", "add", "Outline the report", "--goal", "ship the quarterly report")
    assert linked.returncode == 0, linked.stderr
    driver.get(server.url + "/week")
    goal_todos = driver.find_element(By.CSS_SELECTOR, "ul.goal-tasks[aria-label='To-dos for “Ship the quarterly report”']")
    assert "Outline the report" in goal_todos.text
    screenshot(driver, "system-week-goal-todos")


def test_the_after_form_keeps_every_field_at_both_widths(driver, server):
    """Issue 30: tick a tag, type a review, tap a feeling: everything is kept, at 375 and 1280 px;
    a reload long after the end does not start the pause again."""
    sign_in(driver, server)
    for width in (375, 1280):
        driver.set_window_size(width, 900)
        driver.get(server.url + "/focus")
        fill(driver, "what", f"Reflect at {width}")
        fill(driver, "customMinutes", "1")
        press(driver, "//form[@action='/focus/start']//button[@type='submit']")
        press(driver, "//button[contains(., 'End now')]")
        time.sleep(5.5)
        driver.refresh()
        # The pause ran out while away: open at once, with no countdown after the reload.
        assert driver.find_element(By.CSS_SELECTOR, "input[name=feeling][value=meh]").is_enabled()
        assert driver.find_element(By.CSS_SELECTOR, "[data-part=gate]").text == "Pick the one that fits."
        tags = driver.find_elements(By.CSS_SELECTOR, "input[name=tag]")
        for tag in tags:
            if not tag.is_selected():
                tag.find_element(By.XPATH, "..").click()
        fill(driver, "newTags", f"w{width}")
        driver.find_element(By.XPATH, "//label[contains(@class, 'feeling-choice')][contains(., 'meh')]").click()
        fill(driver, "wentWell", f"Went well {width}")
        fill(driver, "improve", f"Improve {width}")
        fill(driver, "interesting", f"Interesting {width}")
        assert driver.find_element(By.CSS_SELECTOR, "input[name=feeling][value=meh]").is_selected()
        assert all(tag.is_selected() for tag in driver.find_elements(By.CSS_SELECTOR, "input[name=tag]"))
        screenshot(driver, f"focus-after-filled-{width}")
        driver.set_window_size(width, 900)
        press(driver, "//button[normalize-space()='Save']")
        assert f"Saved how “Reflect at {width}” went. Felt meh" in driver.page_source
        driver.get(server.url + f"/focus/history?tag=w{width}")
        row = driver.find_element(By.CSS_SELECTOR, "li.intention")
        assert f"Reflect at {width}" in row.text and f"#w{width}" in row.text
        edit = row.find_element(By.XPATH, ".//a[contains(., 'Edit')]")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", edit)
        edit.click()
        assert driver.find_element(By.NAME, "wentWell").get_attribute("value") == f"Went well {width}"
        assert driver.find_element(By.NAME, "improve").get_attribute("value") == f"Improve {width}"
        assert driver.find_element(By.NAME, "interesting").get_attribute("value") == f"Interesting {width}"
        assert Select(driver.find_element(By.NAME, "feeling")).first_selected_option.get_attribute("value") == "meh"
        assert f"w{width}" in driver.find_element(By.NAME, "tags").get_attribute("value")
        if tags:
            assert len(driver.find_element(By.NAME, "tags").get_attribute("value").split(",")) == len(tags) + 1
