"""Coming from another app: upload a Todoist CSV on Tasks → Import, read the preview, confirm,
and find the list in the file's order."""
import tempfile
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import click_and_wait, screenshot, sign_in

CSV = """TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT,DEADLINE,DEADLINE_LANG
task,Book the moving van @phone,Ask for the 3.5 t one,4,1,Ada (1),,tomorrow,en,Europe/Berlin,,,2026-12-20,en
task,Compare three quotes,,1,2,Ada (1),,,en,Europe/Berlin,,,,
task,Check the insurance,,1,2,Ada (1),,,en,Europe/Berlin,,,,
task,Order boxes,,3,1,Ada (1),,,en,Europe/Berlin,,,,
,,,,,,,,,,,,,
section,Packing,,,,,,,,,,,,
task,Pack the books,,1,1,Ada (1),,,en,Europe/Berlin,,,,
task,Water the plants,,2,1,Ada (1),,every monday,en,Europe/Berlin,,,,
task,,,1,1,Ada (1),,,en,Europe/Berlin,,,,
"""

# True when the element is on the screen and nothing (the sticky header) lies over it.
SEEN = """
    const element = document.querySelector(arguments[0]);
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight) return false;
    const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + Math.min(box.height / 2, 10));
    return element === hit || element.contains(hit);"""


def assert_preview_seen_first(driver, width):
    """After the upload the user sees the page's title, the preview's heading and its summary."""
    for selector in ["main h1", "#import-preview h2", "#import-summary"]:
        assert driver.execute_script(SEEN, selector), f"{selector} is not in view at {width} px"


def test_upload_a_todoist_csv_preview_and_import_in_order(driver, server):
    sign_in(driver, server)
    driver.get(server.url + "/tasks")
    click_and_wait(driver, driver.find_element(By.LINK_TEXT, "Import and export"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Import to-dos"

    folder = Path(tempfile.mkdtemp(prefix="almanac-e2e-import-"))
    file = folder / "Moving house.csv"
    file.write_text(CSV)
    Select(driver.find_element(By.NAME, "source")).select_by_visible_text("Todoist")
    driver.find_element(By.NAME, "file").send_keys(str(file))
    # With JavaScript the upload goes by XMLHttpRequest under a progress bar, and the preview takes
    # the form's place without leaving the page.
    driver.execute_script("""
        window.__sawProgress = false;
        new MutationObserver(() => { if (document.querySelector('.import-progress progress')) window.__sawProgress = true; })
            .observe(document.body, { childList: true, subtree: true });""")
    driver.find_element(By.XPATH, "//button[normalize-space()='Preview']").click()
    WebDriverWait(driver, 20).until(lambda d: d.find_elements(By.ID, "import-summary"))
    assert driver.execute_script("return window.__sawProgress") is True
    assert driver.current_url.endswith("/tasks/import")

    assert_preview_seen_first(driver, 1280)

    # On a phone the Preview button is far down the form; the preview still starts at the top.
    driver.set_window_size(375, 900)
    page = driver.find_element(By.CSS_SELECTOR, "[data-widget='taskimport']")
    Select(driver.find_element(By.NAME, "source")).select_by_visible_text("Todoist")
    driver.find_element(By.NAME, "file").send_keys(str(file))
    driver.find_element(By.XPATH, "//button[normalize-space()='Preview']").click()
    WebDriverWait(driver, 20).until(EC.staleness_of(page))
    WebDriverWait(driver, 20).until(lambda d: d.find_elements(By.ID, "import-summary"))
    assert_preview_seen_first(driver, 375)
    driver.set_window_size(1280, 900)

    summary = driver.find_element(By.ID, "import-summary").text
    assert "4 to-dos to add" in summary
    assert "New lists: Moving house." in driver.find_element(By.ID, "import-new-lists").text
    items = [item.find_element(By.CSS_SELECTOR, ".import-title").text
             for item in driver.find_elements(By.CSS_SELECTOR, "#import-todos li")]
    assert items == ["Book the moving van", "Order boxes", "Pack the books", "Water the plants"]
    assert "A task without a title." in driver.find_element(By.ID, "import-skipped").text
    screenshot(driver, "tasks-import-preview")

    click_and_wait(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Import 4 to-dos']"),
                   "Imported 4 to-dos from Todoist")
    assert driver.find_element(By.TAG_NAME, "h1").text.endswith("Moving house") or "Moving house" in driver.title
    titles = [row.text for row in driver.find_elements(By.CSS_SELECTOR, ".task-title")]
    order = [next(i for i, t in enumerate(titles) if name in t)
             for name in ["Book the moving van", "Order boxes", "Pack the books", "Water the plants"]]
    assert order == sorted(order)
    screenshot(driver, "tasks-import-list")
