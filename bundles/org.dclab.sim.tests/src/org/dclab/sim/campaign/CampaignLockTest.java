package org.dclab.sim.campaign;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two dclabs never write one campaign at once; the one refused is told who holds it and what to do. */
class CampaignLockTest {

    @TempDir
    Path dir;

    @Test
    void aSecondHolderIsRefusedUntilTheFirstLetsGo() throws Exception {
        Campaign campaign = Campaign.at(dir.resolve("c"));
        try (CampaignLock first = campaign.lock()) {
            CampaignException refused = assertThrows(CampaignException.class, campaign::lock);
            assertTrue(refused.getMessage().contains("in use by another dclab (process " + ProcessHandle.current().pid() + ")"),
                    refused.getMessage());
            assertTrue(refused.getMessage().contains("another --out folder"), refused.getMessage());
        }
        try (CampaignLock again = campaign.lock()) {
            // Taken again once released: nothing stale is left behind.
        }
    }
}
