"""Habits as a user meets them: make one, check in from Today, see the streak; a habit page with weeks of history."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import click_and_wait, fill, screenshot, sign_in

# Several habits with weeks of history, made through the API from the signed-in page (one script,
# so the test stays fast): days back from today, as the server counts them.
SEED = """
const done = arguments[arguments.length - 1];
const csrf = document.querySelector('input[name=_csrf]').value;
const call = (method, path, body) => fetch('/api/v1' + path, {method, headers: {'Content-Type': 'application/json',
  'X-CSRF-Token': csrf}, body: body ? JSON.stringify(body) : undefined}).then(r => r.json());
const day = (back) => { const d = new Date(Date.now() - back * 86400000); return d.toISOString().slice(0, 10); };
(async () => {
  const read = await call('POST', '/habits', {name: 'Read', icon: '📚', color: '#3b6fb6', target: 20, unit: 'pages'});
  const water = await call('POST', '/habits', {name: 'Drink water', icon: '💧', color: '#2f8fb5', target: 8, unit: 'glasses'});
  const run = await call('POST', '/habits', {name: 'Run', icon: '🏃', color: '#b5562b', schedule: {kind: 'weekly', times: 3}});
  const piano = await call('POST', '/habits', {name: 'Piano', icon: '🎹', color: '#8a4fa8',
    schedule: {kind: 'weekdays', weekdays: ['mon', 'wed', 'fri']}});
  for (let back = 1; back <= 150; back++) {
    if (back % 11 !== 5) await call('POST', '/habits/' + read.id + '/check-ins', {day: day(back), amount: 20 + back % 7});
    if (back <= 60) await call('POST', '/habits/' + water.id + '/check-ins', {day: day(back), amount: back % 4 === 0 ? 5 : 8});
    if (back % 7 === 1 || back % 7 === 3 || back % 7 === 5) await call('POST', '/habits/' + run.id + '/check-ins', {day: day(back)});
    if (back <= 40 && back % 2 === 0) await call('POST', '/habits/' + piano.id + '/check-ins', {day: day(back)});
  }
  done(read.id);
})().catch(e => done('error: ' + e));
"""


def test_make_a_habit_check_in_from_today_and_see_the_streak(driver, server):
    sign_in(driver, server)
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Habits"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Habits"
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "New habit"))
    fill(driver, "name", "Stretch")
    fill(driver, "icon", "🧘")
    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Add habit']"), "Added the habit")
    assert "Stretch" in driver.find_element(By.TAG_NAME, "h1").text

    driver.get(server.url + "/today")
    section = driver.find_element(By.ID, "habits")
    assert "Stretch" in section.text and "No streak yet" in section.text
    click_and_wait(driver, section.find_element(By.XPATH, ".//button[normalize-space()='Check in']"), "Checked in")
    section = driver.find_element(By.ID, "habits")
    assert "Streak 1 day" in section.text and "✓ Done" in section.text
    # Undo from the flash takes it back.
    click_and_wait(driver, section.find_element(By.XPATH, ".//button[normalize-space()='Undo']"), "Took back")
    assert "No streak yet" in driver.find_element(By.ID, "habits").text
    click_and_wait(driver, driver.find_element(By.ID, "habits").find_element(By.XPATH, ".//button[normalize-space()='Check in']"))


def test_the_schedule_shows_only_the_fields_of_the_chosen_kind(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/habits/new")
    kind = Select(driver.find_element(By.NAME, "kind"))

    def shown():
        return {name for name in ("times", "days", "weekday") if driver.find_element(By.NAME, name).is_displayed()}

    assert shown() == set()  # every day: nothing more to say
    for value, fields in [("weekly", {"times"}), ("weekdays", {"weekday"}), ("interval", {"days"}), ("daily", set())]:
        kind.select_by_value(value)
        assert shown() == fields, value
    # What is saved with each kind is the forms test's (test_forms_keep_everything.py, habit-add and habit-edit).


def test_habits_with_weeks_of_history(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/habits")
    driver.set_script_timeout(120)
    read_id = driver.execute_async_script(SEED)
    assert not str(read_id).startswith("error"), read_id
    driver.get(server.url + "/habits")
    rows = driver.find_elements(By.CSS_SELECTOR, ".habit-row")
    assert len(rows) == 5
    text = driver.find_element(By.CSS_SELECTOR, ".habit-list").text
    assert "Strength" in text and "❄" in text  # long runs earn freezes
    screenshot(driver, "habits-list")
    # The order is the user's: a plain form moves a habit one place (no JavaScript needed).
    names = lambda: [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".habit-row h2")]
    assert names()[-2:] == ["🏃 Run", "🎹 Piano"]
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "button[aria-label='Move “Piano” up']"), "Moved “Piano” up.")
    assert names()[-2:] == ["🎹 Piano", "🏃 Run"]
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "📚 Read"))
    assert driver.find_elements(By.CSS_SELECTOR, "svg.habit-heatmap rect")
    assert "A freeze kept the streak" in driver.page_source
    # Back-fill a day from the history and see it there.
    history = driver.find_element(By.ID, "history")
    click_and_wait(driver, history.find_element(By.XPATH, ".//button[normalize-space()='Check in that day']"), "Checked in")
    screenshot(driver, "habits-page")
    driver.get(server.url + "/today")
    screenshot(driver, "habits-today")
    driver.get(server.url + "/week")
    assert "Habits this week" in driver.page_source
    # The retrospective's metrics count the habits' check-ins planned and done this week.
    metrics = driver.find_element(By.ID, "metrics").text
    assert "habit check-ins done" in metrics
    screenshot(driver, "habits-week")


def test_an_amount_far_past_the_target_is_confirmed_and_the_field_starts_empty(driver, server):
    """Issue 30: the amount field held the target (20), so typing 24 logged "2024 pages"."""
    sign_in(driver, server)
    for width in (375, 1280):
        driver.set_window_size(width, 900)
        name = f"Read {width}"
        driver.get(server.url + "/habits/new")
        fill(driver, "name", name)
        fill(driver, "target", "20")
        fill(driver, "unit", "pages")
        click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Add habit']"), "Added the habit")
        driver.get(server.url + "/habits")
        row = [r for r in driver.find_elements(By.CSS_SELECTOR, ".habit-row") if name in r.text][0]
        amount = row.find_element(By.NAME, "amount")
        assert amount.get_attribute("value") == "" and amount.get_attribute("placeholder") == "20"
        # Clicking into the field and typing gives what was typed, not 20 followed by it.
        amount.click()
        amount.send_keys("2024")
        click_and_wait(driver, row.find_element(By.XPATH, ".//button[normalize-space()='Log']"))
        assert "2024 pages is more than 10 times the target of 20 pages" in driver.page_source
        field = driver.find_element(By.NAME, "amount")
        assert field.get_attribute("value") == "2024"
        screenshot(driver, f"habits-amount-check-{width}")
        driver.set_window_size(width, 900)
        # Submitting again without the tick is refused again; with it, logged.
        click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Log']"))
        assert "Check the amount" in driver.page_source
        driver.find_element(By.XPATH, "//label[contains(., 'Yes, 2024 pages is right')]").click()
        click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Log']"), "Checked in")
        assert "/habits" in driver.current_url
        row = [r for r in driver.find_elements(By.CSS_SELECTOR, ".habit-row") if name in r.text][0]
        assert "2024 pages" in row.text
