package org.dclab.sim.internal.apps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;

import org.dclab.model.DclabPackage;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EcoreFactory;
import org.junit.jupiter.api.Test;

/**
 * Every class of application the model has can be started, and one it gains is reported missing until it is given a
 * starter: the availability check reads the starters' own table, so it can fail where a list beside them could not.
 */
class ApplicationStarterTest {

    @Test
    void everyApplicationClassOfTheModelStarts() {
        List<EClass> applications = DclabPackage.eINSTANCE.getEClassifiers().stream().filter(EClass.class::isInstance)
                .map(EClass.class::cast).filter(c -> !c.isAbstract() && DclabPackage.Literals.APPLICATION.isSuperTypeOf(c)).toList();
        assertEquals(5, applications.size(), "long flow, CBR, incast, Poisson background, short-flow mix: " + applications);
        assertEquals(List.of(), applications.stream().filter(c -> !ApplicationStarter.starts(c)).map(EClass::getName).toList());
    }

    @Test
    void aClassTheModelGainsIsNotStartedUntilItHasAStarter() {
        EClass gained = EcoreFactory.eINSTANCE.createEClass();
        gained.setName("ParetoFlows");
        gained.getESuperTypes().add(DclabPackage.Literals.APPLICATION);
        assertFalse(ApplicationStarter.starts(gained));
    }
}
